import { Eye, EyeOff } from 'lucide-react'
import { type ComponentProps, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Input } from '@/components/ui/input'

export interface PasswordInputProps extends ComponentProps<'input'> {
  id: string
  /** Shown in clear; with `onVisibleChange` the parent controls it (e.g. after generating one). */
  visible?: boolean
  onVisibleChange?: (visible: boolean) => void
}

/** Password input with a show/hide toggle (a pressed button that keeps its name). */
export function PasswordInput({ id, visible, onVisibleChange, ...props }: PasswordInputProps) {
  const { t } = useTranslation('admin')
  const [ownVisible, setOwnVisible] = useState(visible ?? false)
  const shown = onVisibleChange ? (visible ?? false) : ownVisible
  const setShown = onVisibleChange ?? setOwnVisible
  const Icon = shown ? EyeOff : Eye
  return (
    <div className="relative">
      <Input id={id} type={shown ? 'text' : 'password'} className="pr-11" {...props} />
      <button
        type="button"
        aria-pressed={shown}
        aria-controls={id}
        onClick={() => setShown(!shown)}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('auth.fields.showPassword')}</span>
      </button>
    </div>
  )
}
