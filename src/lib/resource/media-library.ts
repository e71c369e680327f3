import { keepPreviousData, queryOptions } from '@tanstack/react-query'

import { tableKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'
import type { Translatable } from '@/types/database'

import { fetchList, type ListConfig } from './crud-requests'
import type { ListParams } from './list-params'

/**
 * The media library as the kit reads it (docs/decisions/021): the `media_library` view (one row
 * per file of the `media` bucket, with where it is used). The picker every upload field opens
 * and the library screen (features/media) share this list; rows are written by the storage
 * trigger on upload, so there is no insert here.
 */
export type MediaKind = 'image' | 'pdf'

export interface MediaUse {
  table: string
  id: string
  /** The row's slug where it has one (CMS pages), else its id. */
  key: string
  column: string
  title: string | null
}

/** A row of the `media_library` view. */
export interface MediaFile {
  id: string
  object_name: string
  /** The original file name. */
  name: string
  mime_type: string
  kind: MediaKind | 'other'
  size_bytes: number
  width: number | null
  height: number | null
  /** Default alt text, offered when the file is picked for a field with an alt of its own. */
  alt: Translatable
  uploaded_by: string | null
  uploader_name: string | null
  created_at: string
  updated_at: string
  uses: MediaUse[]
  use_count: number
}

export const mediaKeys = tableKeys('media_files')

export const mediaListConfig: ListConfig = {
  source: 'media_library',
  // search_name: the name with the punctuation the search leaves out ("denah.png" → "denah png").
  search: ['search_name', 'object_name', 'alt->>id', 'alt->>en'],
  sortable: ['created_at', 'name', 'size_bytes'],
  defaultSort: { id: 'created_at', desc: true },
  filters: {
    // `image`, `pdf`, or both (`image,pdf`: the picker of a document field).
    kind: (query, value) => query.in('kind', value.split(',')),
    usage: (query, value) =>
      value === 'unused'
        ? query.eq('use_count', 0)
        : value === 'used'
          ? query.gt('use_count', 0)
          : query,
  },
}

/** One page of the library under search, type and usage filters, newest first by default. */
export const getMediaFiles = (params: ListParams, signal?: AbortSignal) =>
  fetchList<MediaFile>(supabase, 'media_files', params, mediaListConfig, signal)

/**
 * Where a file is used depends on every content table, so the list is read afresh whenever it
 * is shown rather than trusted from the cache.
 */
export const mediaListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: mediaKeys.list(params),
    queryFn: ({ signal }) => getMediaFiles(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

/** The kinds a field of the kit's `MediaUpload` accepts. */
export const kindsOf = (field: 'image' | 'pdf' | 'document'): MediaKind[] =>
  field === 'document' ? ['pdf', 'image'] : [field]
