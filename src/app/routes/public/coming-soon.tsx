import { useTranslation } from 'react-i18next'

/** Shown by public pages that are still being built. */
export function ComingSoonPage() {
  const { t } = useTranslation('public')
  return (
    <section className="container py-16">
      <h1 className="text-3xl font-bold">{t('comingSoon.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('comingSoon.description')}</p>
    </section>
  )
}
