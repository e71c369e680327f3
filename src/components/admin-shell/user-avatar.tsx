import { cn } from '@/lib/utils'

import { avatarColorFor, initialsOf } from './avatar'

export interface UserAvatarProps {
  email: string
  name: string
  className?: string
}

/**
 * The user's initials on a colour derived from the email, drawn locally: no image, no request
 * (docs/product.md#avatar-privacy). Decorative: the name is always written next to it or in the
 * control's label.
 */
export function UserAvatar({ email, name, className }: UserAvatarProps) {
  return (
    <span
      aria-hidden="true"
      data-avatar=""
      style={{ backgroundColor: avatarColorFor(email || name) }}
      className={cn(
        'inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full text-xs font-semibold text-white',
        className,
      )}
    >
      {initialsOf(name || email)}
    </span>
  )
}
