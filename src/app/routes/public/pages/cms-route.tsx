import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { publishedCmsPageQueryOptions } from '@/features/cms-pages/api/get-published-cms-page'
import { CmsPageView, type CmsPageViewProps } from '@/features/cms-pages/components/cms-page-view'
import { HelpCard } from '@/features/site/components/help-card'
import { PageHeader } from '@/features/site/components/page-header'
import { PageMeta } from '@/features/site/components/page-meta'
import type { PageQueries } from '@/lib/page-queries'

export type CmsPageKey =
  'about' | 'visionMission' | 'rightsDuties' | 'fees' | 'requirements' | 'impartiality' | 'privacy'

/**
 * A CMS page's head (title, meta title, description, share image) and its header band, whose
 * lead is the description unless `hideLead`.
 */
export function CmsPageHeader({
  title,
  description,
  fullTitle,
  image,
  hideLead = false,
}: Parameters<CmsPageViewProps['renderHeader']>[0] & { hideLead?: boolean }) {
  return (
    <>
      <PageMeta
        title={title}
        fullTitle={fullTitle}
        description={description}
        image={image}
        imageAlt={fullTitle ?? title}
      />
      <PageHeader title={title} description={hideLead ? undefined : description} />
    </>
  )
}

/** The data of a core CMS page at its own route: the page by its slug. */
export const cmsRouteQueries =
  (slug: string): PageQueries =>
  () => [publishedCmsPageQueryOptions(slug)]

/**
 * A route that shows the CMS page `slug`, titled from the page (fallback: the locale files),
 * with the help card and the related pages in its right column.
 */
export function CmsRoute({
  slug,
  pageKey,
  related = [],
}: {
  slug: string
  pageKey: CmsPageKey
  /** Other pages to point to beside the text ("See also"). */
  related?: { to: string; pageKey: CmsPageKey }[]
}) {
  const { t } = useTranslation('public')
  return (
    <CmsPageView
      slug={slug}
      fallback={{
        title: t(`pages.${pageKey}.title`),
        description: t(`pages.${pageKey}.description`),
      }}
      renderHeader={(head) => <CmsPageHeader {...head} />}
      aside={
        <>
          <HelpCard />
          {related.length ? (
            <nav aria-label={t('pages.related')} className="rounded-xl border p-5">
              <h2 className="text-sm font-semibold">{t('pages.related')}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {related.map((r) => (
                  <li key={r.to}>
                    <Link
                      to={r.to}
                      className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {t(`pages.${r.pageKey}.title`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </>
      }
    />
  )
}
