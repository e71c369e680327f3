import { useTranslation } from 'react-i18next'

import { BilingualField } from '@/components/crud/bilingual-field'
import { MediaThumb } from '@/components/crud/media-thumb'
import { ResourceSheet, useResourceForm } from '@/components/crud/resource-form'
import type { MediaFile } from '@/lib/resource/media-library'

import { mediaResource } from '../media-resource'

/**
 * A file's default alt text (Indonesian and English), in the kit's sheet: saved only if nobody
 * changed it meanwhile. Fields that use the file keep their own alt text; this one is offered
 * when the file is picked for a new place.
 */
export function MediaAltForm({
  row,
  onClose,
  onReload,
}: {
  row: MediaFile
  onClose: () => void
  onReload: () => unknown
}) {
  const { t } = useTranslation('admin')
  const state = useResourceForm(mediaResource, { row, onSaved: onClose, onReload })
  return (
    <ResourceSheet state={state} onClose={onClose}>
      <div className="grid gap-2">
        <MediaThumb file={row} className="max-h-48" />
        <p className="truncate text-sm font-medium" title={row.name}>
          {row.name}
        </p>
      </div>
      <BilingualField
        {...state.field('alt')}
        kind="textarea"
        required={false}
        maxLength={300}
        description={t('media.fields.altHint')}
      />
    </ResourceSheet>
  )
}
