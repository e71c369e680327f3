import type { MediaFile } from '@/lib/resource/media-library'
import { MEDIA_BUCKET } from '@/lib/resource/media-storage'
import { useCrudMutation } from '@/lib/resource/use-crud-mutation'
import { supabase } from '@/lib/supabase'

import { mediaResource } from '../media-resource'

/** Storage removes at most this many objects per request. */
const REMOVE_BATCH = 1000

export interface DeleteResult {
  /** Object names removed. */
  removed: string[]
  /** Files left in place because content uses them (as the library shows them now). */
  kept: MediaFile[]
}

/**
 * Removes files through Storage. The database removes only files used nowhere (the bucket's
 * delete policy; a trigger for everyone else) and drops their library rows; a file that is in
 * use stays, and comes back in `kept` with where it is used, read afresh.
 */
export async function deleteMediaFiles(
  files: readonly Pick<MediaFile, 'object_name'>[],
): Promise<DeleteResult> {
  const removed: string[] = []
  for (let i = 0; i < files.length; i += REMOVE_BATCH) {
    const names = files.slice(i, i + REMOVE_BATCH).map((file) => file.object_name)
    const { data, error } = await supabase.storage.from(MEDIA_BUCKET).remove(names)
    if (error) throw error
    removed.push(...(data ?? []).map((object) => object.name))
  }
  const gone = new Set(removed)
  const left = files.filter((file) => !gone.has(file.object_name)).map((f) => f.object_name)
  if (left.length === 0) return { removed, kept: [] }
  const { data, error } = await supabase
    .from('media_library')
    .select('*')
    .in('object_name', left.slice(0, 200))
  if (error) throw error
  return { removed, kept: (data ?? []) as unknown as MediaFile[] }
}

export const useDeleteMediaMutation = () => useCrudMutation(deleteMediaFiles, mediaResource.roots)
