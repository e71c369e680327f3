import { useTranslation } from 'react-i18next'

/** Placeholder home page; the home issue replaces it with the slider and sections. */
export function HomePage() {
  const { t } = useTranslation(['public', 'common'])
  const siteName = t('common:app.name')
  return (
    <section className="container py-16">
      <title>{t('public:home.metaTitle', { siteName })}</title>
      <meta name="description" content={t('public:home.metaDescription')} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('public:home.title')}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{t('public:home.subtitle')}</p>
      <p className="mt-8 text-sm text-muted-foreground">{t('public:home.placeholder')}</p>
    </section>
  )
}
