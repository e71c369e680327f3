import { useEffect, useState } from 'react'

import { cn } from '@/lib/utils'

import { avatarUrlFor, initialsOf } from './avatar-url'

export interface UserAvatarProps {
  email: string
  name: string
  className?: string
}

/**
 * Avatar from the external service, seeded with the email's SHA-256
 * (docs/product.md#avatar-privacy). Initials show until the image has loaded and stay when it fails
 * (offline); the image never blocks anything. Decorative: the name is always written next to it or
 * in the control's label.
 */
export function UserAvatar({ email, name, className }: UserAvatarProps) {
  const [image, setImage] = useState<{ email: string; src: string } | null>(null)
  const [outcome, setOutcome] = useState<{ src: string; ok: boolean } | null>(null)

  useEffect(() => {
    let cancelled = false
    if (!email || typeof crypto === 'undefined' || !crypto.subtle) return
    avatarUrlFor(email).then(
      (src) => (cancelled ? undefined : setImage({ email, src })),
      () => undefined,
    )
    return () => {
      cancelled = true
    }
  }, [email])

  const src = image?.email === email ? image.src : null
  const loaded = src !== null && outcome?.src === src && outcome.ok
  const failed = src !== null && outcome?.src === src && !outcome.ok

  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-brand text-xs font-semibold text-brand-foreground',
        className,
      )}
    >
      {initialsOf(name || email)}
      {src && !failed ? (
        <img
          src={src}
          alt=""
          width={36}
          height={36}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onLoad={() => setOutcome({ src, ok: true })}
          onError={() => setOutcome({ src, ok: false })}
          className={cn(
            'absolute inset-0 size-full object-cover',
            loaded ? 'opacity-100' : 'opacity-0',
          )}
        />
      ) : null}
    </span>
  )
}
