import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'

import { publishedCmsPageQueryOptions } from '@/features/cms-pages/api/get-published-cms-page'
import { CmsPageView } from '@/features/cms-pages/components/cms-page-view'
import { HelpCard } from '@/features/site/components/help-card'
import type { PageQueries } from '@/lib/page-queries'

import { NotFoundPage } from '../not-found'
import { CmsPageHeader } from './cms-route'

/** The page at `/<slug>`: its absence is the not-found page (404). */
export const queries: PageQueries = ({ params }) => [
  publishedCmsPageQueryOptions(params.slug ?? '', true),
]

/**
 * `/:slug`: a CMS page staff created, at the address its editor shows (docs/decisions/022).
 * No published page with that slug: the site's not-found page, answered with 404.
 */
export function Component() {
  const { t } = useTranslation('public')
  const { slug = '' } = useParams()
  const fallback = { title: t('pages.cmsPage.title'), description: t('pages.cmsPage.description') }
  return (
    <CmsPageView
      slug={slug}
      fallback={fallback}
      notFound={<NotFoundPage />}
      aside={<HelpCard />}
      // Search engines get a description either way; the band shows the page's own.
      renderHeader={(head) => (
        <CmsPageHeader {...head} hideLead={head.description === fallback.description} />
      )}
    />
  )
}
