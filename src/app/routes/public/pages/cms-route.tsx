import { useTranslation } from 'react-i18next'
import { CmsPageView } from '@/features/cms-pages/components/cms-page-view'
import { PageHeader } from '@/features/site/components/page-header'
import { PageMeta } from '@/features/site/components/page-meta'

export type CmsPageKey =
  'about' | 'visionMission' | 'rightsDuties' | 'fees' | 'requirements' | 'impartiality'

/** A route that shows the CMS page `slug`, titled from the page (fallback: the locale files). */
export function CmsRoute({ slug, pageKey }: { slug: string; pageKey: CmsPageKey }) {
  const { t } = useTranslation('public')
  return (
    <CmsPageView
      slug={slug}
      fallback={{
        title: t(`pages.${pageKey}.title`),
        description: t(`pages.${pageKey}.description`),
      }}
      renderHeader={({ title, description }) => (
        <>
          <PageMeta title={title} description={description} />
          <PageHeader title={title} description={description} />
        </>
      )}
    />
  )
}
