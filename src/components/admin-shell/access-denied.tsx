import { FileQuestion, type LucideIcon, ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { adminRoutes } from '@/config/admin-routes'

/** A page-sized message inside the shell, with the way back to the dashboard. */
function ShellMessage({
  icon: Icon,
  title,
  text,
}: {
  icon: LucideIcon
  title: string
  text: string
}) {
  const { t } = useTranslation('admin')
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
      <Icon aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 break-words text-muted-foreground">{text}</p>
      <Button asChild className="mt-6">
        <Link to={adminRoutes.dashboard}>{t('access.back')}</Link>
      </Button>
    </section>
  )
}

/**
 * Shown inside the shell when the signed-in role may not open the page
 * (docs/product.md#role-guard).
 */
export function AccessDenied() {
  const { t } = useTranslation('admin')
  return <ShellMessage icon={ShieldAlert} title={t('access.title')} text={t('access.text')} />
}

/** A mistyped `/admin/...` address: said inside the shell, with the sidebar to go on from. */
export function AdminNotFound() {
  const { t } = useTranslation('admin')
  const { pathname } = useLocation()
  return (
    <ShellMessage
      icon={FileQuestion}
      title={t('notFound.title')}
      text={t('notFound.text', { address: pathname })}
    />
  )
}
