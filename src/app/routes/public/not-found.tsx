import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { LinkNav } from '@/components/link-nav'
import { Button } from '@/components/ui/button'
import { publicRoutes } from '@/config/routes'
import { PageMeta } from '@/features/site/components/page-meta'

const POPULAR = [
  ['pages.flow.title', publicRoutes.flow],
  ['pages.scope.title', publicRoutes.scope],
  ['pages.faq.title', publicRoutes.faq],
] as const

/**
 * Unknown paths inside the public layout, in both languages (docs/product.md#routes). A page may
 * name what is missing in its own words (a news article: the news texts of docs/product.md); it stays a 404.
 */
export function NotFoundPage({ title, description }: { title?: string; description?: string }) {
  const { t } = useTranslation('public')
  const heading = title ?? t('notFound.title')
  return (
    <section className="container flex min-h-[60vh] flex-col items-start justify-center gap-4 py-20">
      <PageMeta title={heading} noIndex />
      <p className="text-6xl font-extrabold tracking-tight text-primary">{t('notFound.code')}</p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
      <p className="max-w-xl text-lg text-muted-foreground">
        {description ?? t('notFound.description')}
      </p>
      <Button asChild size="lg" className="mt-2">
        <Link to={publicRoutes.home}>{t('notFound.backHome')}</Link>
      </Button>
      <LinkNav
        label={t('notFound.popular')}
        links={POPULAR.map(([key, to]) => ({ to, text: t(key) }))}
      />
    </section>
  )
}
