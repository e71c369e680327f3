import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { publicRoutes } from '@/config/routes'
import { PageMeta } from '@/features/site/components/page-meta'

const POPULAR = [
  ['pages.flow.title', publicRoutes.flow],
  ['pages.scope.title', publicRoutes.scope],
  ['pages.faq.title', publicRoutes.faq],
] as const

/** Unknown paths inside the public layout, in both languages (DECISIONS 17). */
export function NotFoundPage() {
  const { t } = useTranslation('public')
  return (
    <section className="container flex min-h-[60vh] flex-col items-start justify-center gap-4 py-20">
      <PageMeta title={t('notFound.title')} noIndex />
      <p className="text-6xl font-extrabold tracking-tight text-primary">{t('notFound.code')}</p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('notFound.title')}</h1>
      <p className="max-w-xl text-lg text-muted-foreground">{t('notFound.description')}</p>
      <Button asChild size="lg" className="mt-2">
        <Link to={publicRoutes.home}>{t('notFound.backHome')}</Link>
      </Button>
      <nav aria-label={t('notFound.popular')} className="mt-6">
        <h2 className="text-sm font-semibold text-muted-foreground">{t('notFound.popular')}</h2>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {POPULAR.map(([key, to]) => (
            <li key={to}>
              <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  )
}
