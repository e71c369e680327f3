import { Loader2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Full-screen spinner while the session and profile load (docs/product.md#admin-access). */
export function ShellSpinner() {
  const { t } = useTranslation('admin')
  return (
    <div
      role="status"
      className="flex min-h-screen items-center justify-center gap-3 text-muted-foreground"
    >
      <Loader2 aria-hidden="true" className="size-6 animate-spin motion-reduce:animate-none" />
      <span>{t('shell.loading')}</span>
    </div>
  )
}
