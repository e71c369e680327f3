import { type MediaFile, mediaListConfig } from '@/lib/resource/media-library'
import { defineResource } from '@/lib/resource/resource'

import { mediaAltForm, type MediaAltValues } from './admin-schemas'

/**
 * /admin/media: the media library (docs/decisions/021). The kit's list config and keys (shared
 * with the picker every upload field opens) and its conflict-checked save of the alt text; the
 * screen is a grid of files rather than the kit's table, and rows are added by uploading and
 * removed through Storage (api/delete-media.ts), not by the kit's insert and delete.
 */
export const mediaResource = defineResource<MediaFile, MediaAltValues>({
  table: 'media_files',
  section: 'media',
  list: mediaListConfig,
  name: (row) => row.name,
  // A grid (components/media-grid.tsx), not the kit's table.
  columns: () => [],
  form: mediaAltForm,
})
