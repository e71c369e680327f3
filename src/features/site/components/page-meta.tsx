import { useTranslation } from 'react-i18next'
import { usePublicLayoutQuery } from '../api/get-public-layout'

/** The site name from settings, or the short app name while settings load or fail. */
export function useSiteName(): string {
  const { t } = useTranslation()
  const { data } = usePublicLayoutQuery()
  return data?.settings?.site_name || t('app.name')
}

/**
 * `<title>` `<page> - <site name>` and the meta description (DECISIONS 18); React 19 hoists
 * both into `<head>`. Pass `fullTitle` for a title that is not of that form (the home page).
 */
export function PageMeta({
  title,
  fullTitle,
  description,
  noIndex = false,
}: {
  title?: string
  fullTitle?: string
  description?: string
  noIndex?: boolean
}) {
  const siteName = useSiteName()
  const { t } = useTranslation('public')
  const text = fullTitle ?? [title, siteName].filter(Boolean).join(t('meta.separator'))
  return (
    <>
      <title>{text}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </>
  )
}
