import { useTranslation } from 'react-i18next'

/** Shown by admin screens that a later issue builds. */
export function ComingSoon() {
  const { t } = useTranslation('admin')
  return (
    <section>
      <h1 className="text-2xl font-bold">{t('comingSoon.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('comingSoon.description')}</p>
    </section>
  )
}
