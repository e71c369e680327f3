import { FileText } from 'lucide-react'

import { imageSources } from '@/lib/image-url'
import type { MediaFile } from '@/lib/resource/media-library'
import { mediaPublicUrl } from '@/lib/resource/media-storage'
import { cn } from '@/lib/utils'

/**
 * A file's thumbnail in the library and the picker: the image at a small rendered width
 * (lib/image-url.ts), or a document icon. Decorative: the file's name is always beside it.
 */
export function MediaThumb({
  file,
  className,
}: {
  file: Pick<MediaFile, 'object_name' | 'kind'>
  className?: string
}) {
  const box = cn(
    'flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-md bg-muted',
    className,
  )
  if (file.kind !== 'image') {
    return (
      <div className={box}>
        <FileText className="size-10 text-muted-foreground" aria-hidden="true" />
      </div>
    )
  }
  return (
    <div className={box}>
      <img
        {...imageSources(mediaPublicUrl(file.object_name), {
          sizes: '(min-width: 640px) 200px, 45vw',
          min: 160,
          max: 200,
        })}
        alt=""
        loading="lazy"
        decoding="async"
        className="size-full object-contain"
      />
    </div>
  )
}
