import { useTranslation } from 'react-i18next'

/** Placeholder dashboard; the admin issue replaces it. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin')
  return (
    <section>
      <title>{`${t('placeholder.title')} - ${t('layout.title')}`}</title>
      <h1 className="text-2xl font-bold">{t('placeholder.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('placeholder.description')}</p>
    </section>
  )
}
