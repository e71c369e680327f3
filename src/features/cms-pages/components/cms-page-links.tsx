import { AlertTriangle } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { cmsPagePath, corePageLinks, isCorePage } from '@/config/routes'
import { currentLanguage } from '@/lib/i18n'
import { translate } from '@/lib/translate'

import { type PageLink, usePageLinksQuery } from '../api/get-page-links'

/**
 * What still points at a page that is about to be hidden or deleted: the site's own
 * links to a core page (footer, pages, forms) and the menu items, slide buttons, CMS pages and
 * news that link to its address. Hidden core pages say "not available"; other pages' links
 * lead to the not-found page.
 */
export function CmsPageLinks({
  page,
  situation,
}: {
  page: { id: string; slug: string }
  situation: 'hide' | 'delete'
}) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const address = cmsPagePath(page.slug)
  const query = usePageLinksQuery(address)
  const core = isCorePage(page.slug)

  if (query.isPending)
    return <p className="text-sm text-muted-foreground">{t('cms.links.loading')}</p>
  if (query.isError) return <p className="text-sm text-destructive">{t('cms.links.error')}</p>

  const describe = (link: PageLink) => {
    const title = translate(link.title, language)
    const kind =
      link.kind === 'navigation' && link.parent_title
        ? t('cms.links.kinds.navigationChild', {
            title,
            parent: translate(link.parent_title, language),
          })
        : t(`cms.links.kinds.${link.kind}`, { title })
    return link.is_published ? kind : `${kind} ${t('cms.links.unpublished')}`
  }
  const items = [
    ...(core ? (corePageLinks[page.slug] ?? []) : []).map((source) =>
      t(`cms.links.sources.${source}`),
    ),
    ...query.data.filter((link) => !(link.kind === 'page' && link.id === page.id)).map(describe),
  ]
  if (items.length === 0)
    return <p className="text-sm text-muted-foreground">{t('cms.links.none', { address })}</p>
  const intro = core
    ? 'cms.links.hiddenCore'
    : situation === 'hide'
      ? 'cms.links.hiddenOther'
      : 'cms.links.deleteOther'
  return (
    <div className="grid gap-2 rounded-md border border-amber-500/40 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/30 dark:text-amber-100">
      <p className="flex gap-2">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t(intro, { address })}</span>
      </p>
      <ul className="list-disc space-y-0.5 pl-10">
        {items.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
    </div>
  )
}
