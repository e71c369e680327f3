import { ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { adminRoutes } from '@/config/routes'

/**
 * Shown inside the shell when the signed-in role may not open the page
 * (docs/product.md#role-guard).
 */
export function AccessDenied() {
  const { t } = useTranslation('admin')
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
      <ShieldAlert aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="mt-4 text-2xl font-bold">{t('access.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('access.text')}</p>
      <Button asChild className="mt-6">
        <Link to={adminRoutes.dashboard}>{t('access.back')}</Link>
      </Button>
    </section>
  )
}
