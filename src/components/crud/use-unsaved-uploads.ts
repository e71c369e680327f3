import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef } from 'react'

import { mediaKeys } from '@/lib/resource/media-library'
import { discardUnusedMedia, mediaObjectName } from '@/lib/resource/media-storage'

/**
 * The uploads of one media field that may not be saved (no orphan uploads). A file
 * uploaded by the field is tracked until the field goes (the form closed, saved or cancelled)
 * or the file is replaced or removed in it; then it is removed from the bucket unless content
 * uses it: the bucket's delete policy keeps a file in use, so a saved upload stays and an
 * unsaved one goes. A failed save keeps the field's value, so the retry saves the same file
 * (adopted, never uploaded twice).
 */
export function useUnsavedUploads() {
  const queryClient = useQueryClient()
  const tracked = useRef(new Set<string>())

  const discard = useCallback(
    (urls: readonly string[]) => {
      const names: string[] = []
      for (const url of urls) {
        if (!tracked.current.delete(url)) continue
        const name = mediaObjectName(url)
        if (name) names.push(name)
      }
      if (names.length === 0) return
      void discardUnusedMedia(names).then((removed) => {
        if (removed.length) void queryClient.invalidateQueries({ queryKey: mediaKeys.all })
      })
    },
    [queryClient],
  )

  useEffect(() => {
    const current = tracked.current
    return () => discard([...current])
  }, [discard])

  return {
    /** A file this field just uploaded. */
    track: (url: string) => void tracked.current.add(url),
    /** The field lets go of this URL: removed if this field uploaded it and nothing uses it. */
    release: (url: string) => discard([url]),
  }
}
