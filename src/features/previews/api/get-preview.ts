import { queryOptions, useQuery } from '@tanstack/react-query'

import { getPublicClient } from '@/lib/public-client'
import { tableKeys } from '@/lib/query-keys'
import type { CheckedValues } from '@/types/database'

/** What a valid preview link shows: the item as the editor's form held it. */
export interface Preview {
  table_name: CheckedValues['preview_links']['table_name']
  record_id: string | null
  data: Record<string, unknown>
  expires_at: string
}

/** The preview behind a token, or null when it is unknown or expired (the page is then a 404). */
export async function getPreview(token: string, signal?: AbortSignal): Promise<Preview | null> {
  let request = (await getPublicClient()).rpc('preview_content', { token })
  if (signal) request = request.abortSignal(signal)
  const { data, error } = await request
  if (error) throw error
  return (data as Preview | null) ?? null
}

export const previewQuery = (token: string) =>
  queryOptions({
    queryKey: tableKeys('preview_links').publicDetail(token),
    queryFn: ({ signal }) => getPreview(token, signal),
    meta: { notFoundWhenNull: true },
  })

export const usePreviewQuery = (token: string) => useQuery(previewQuery(token))
