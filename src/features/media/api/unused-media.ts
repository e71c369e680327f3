import { queryOptions } from '@tanstack/react-query'

import { type MediaFile, mediaKeys } from '@/lib/resource/media-library'
import { supabase } from '@/lib/supabase'

/** The cleanup preview: files used nowhere, uploaded more than `days` days ago, oldest first. */
export async function getUnusedMedia(days: number, signal?: AbortSignal): Promise<MediaFile[]> {
  const query = supabase.rpc('media_unused', { older_than_days: days })
  const { data, error } = await (signal ? query.abortSignal(signal) : query)
  if (error) throw error
  return (data ?? []) as unknown as MediaFile[]
}

export const unusedMediaQuery = (days: number) =>
  queryOptions({
    queryKey: [...mediaKeys.all, 'unused', days] as const,
    queryFn: ({ signal }) => getUnusedMedia(days, signal),
    staleTime: 0,
  })
