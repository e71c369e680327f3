import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useErrorText } from '@/lib/resource/db-errors'
import { mediaKeys } from '@/lib/resource/media-library'
import {
  checkFile,
  formatBytes,
  IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  PDF_TYPES,
  uploadMedia,
} from '@/lib/resource/media-storage'

export type MediaFieldKind = 'image' | 'pdf' | 'document'

/** The MIME types a field of this kind accepts. */
export const acceptedTypes = (kind: MediaFieldKind): readonly string[] =>
  kind === 'image' ? IMAGE_TYPES : kind === 'pdf' ? PDF_TYPES : [...PDF_TYPES, ...IMAGE_TYPES]

/**
 * One upload of a field (or of the picker): checks type and size before sending (with a
 * message saying what is allowed), uploads to the media bucket, and refreshes the library's
 * lists. `start` resolves to the file's public URL, or null when refused or failed (the
 * message is in `problem`).
 */
export function useMediaUpload(kind: MediaFieldKind, folder: string) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const describe = useErrorText()
  const [problem, setProblem] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const accept = acceptedTypes(kind)
  const allowed =
    kind === 'document'
      ? `${t('crud.upload.pdfTypes')}, ${t('crud.upload.imageTypes')}`
      : t(kind === 'image' ? 'crud.upload.imageTypes' : 'crud.upload.pdfTypes')
  const max = formatBytes(MAX_UPLOAD_BYTES)

  const start = async (file: File): Promise<string | null> => {
    const found = checkFile(file, accept)
    if (found) {
      setProblem(
        found.kind === 'type'
          ? t('crud.upload.wrongType', { type: found.type, allowed })
          : t('crud.upload.tooLarge', { size: formatBytes(found.size), max }),
      )
      return null
    }
    setProblem(null)
    setUploading(true)
    try {
      const url = await uploadMedia(folder, file)
      void queryClient.invalidateQueries({ queryKey: mediaKeys.all })
      return url
    } catch (error) {
      setProblem(t('crud.upload.failed', { message: describe(error).message }))
      return null
    } finally {
      setUploading(false)
    }
  }

  return {
    accept,
    allowed,
    limits: t('crud.upload.limits', { allowed, max }),
    problem,
    uploading,
    start,
    clear: () => setProblem(null),
  }
}
