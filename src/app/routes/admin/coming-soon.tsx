import { Construction } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { adminRoutes } from '@/config/routes'

/** Shown by admin screens that a later issue builds (the shell names the screen in the title). */
export function ComingSoon() {
  const { t } = useTranslation('admin')
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
      <Construction aria-hidden="true" className="size-12 text-muted-foreground" />
      <h1 className="mt-4 text-2xl font-bold">{t('comingSoon.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('comingSoon.description')}</p>
      <Button asChild variant="outline" className="mt-6">
        <Link to={adminRoutes.dashboard}>{t('access.back')}</Link>
      </Button>
    </section>
  )
}
