import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { publicRoutes } from '@/config/routes'

/** Unknown paths inside the public layout (DECISIONS 17). */
export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <section className="container flex flex-col items-start gap-4 py-20">
      <title>{`${t('notFound.title')} - ${t('app.name')}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold text-primary">{t('notFound.code')}</p>
      <h1 className="text-3xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="max-w-xl text-muted-foreground">{t('notFound.description')}</p>
      <Button asChild>
        <Link to={publicRoutes.home}>{t('actions.backHome')}</Link>
      </Button>
    </section>
  )
}
