import { Eye, EyeOff } from 'lucide-react'
import { useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'

/** Password input with a show/hide toggle (a pressed button that keeps its name). */
export function PasswordInput({ id, ...props }: ComponentProps<'input'> & { id: string }) {
  const { t } = useTranslation('admin')
  const [visible, setVisible] = useState(false)
  const Icon = visible ? EyeOff : Eye
  return (
    <div className="relative">
      <Input id={id} type={visible ? 'text' : 'password'} className="pr-11" {...props} />
      <button
        type="button"
        aria-pressed={visible}
        aria-controls={id}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('auth.fields.showPassword')}</span>
      </button>
    </div>
  )
}
