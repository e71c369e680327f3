import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { currentLanguage } from '@/lib/i18n'
import { translate } from '@/lib/translate'

import type { NavigationRow } from '../admin-navigation-schemas'
import { usePublicLayoutQuery } from '../api/get-public-layout'
import { previewNavTree } from '../lib/admin-navigation-tree'
import { isNavGroup } from '../lib/nav-tree'

/**
 * A still picture of the public header for the current menu: the brand, the top-level items in
 * order (groups with their chevron) and, below, what each dropdown holds. Published items only,
 * built by the same rule as the header (publishedNavTree). Text, not links: nothing navigates.
 */
export function NavigationHeaderPreview({ rows }: { rows: NavigationRow[] }) {
  const siteName = usePublicLayoutQuery().data?.settings?.site_name ?? ''
  const items = previewNavTree(rows)
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const groups = items.filter(isNavGroup)
  return (
    <section aria-labelledby="nav-preview-title" className="grid gap-3 rounded-lg border p-4">
      <div className="grid gap-0.5">
        <h2 id="nav-preview-title" className="text-base font-semibold">
          {t('navigation.preview.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('navigation.preview.description')}</p>
      </div>
      <div className="overflow-hidden rounded-md border bg-background shadow-sm">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b px-4 py-3">
          <span className="mr-2 font-bold text-primary">{siteName}</span>
          {items.length ? (
            <ul
              aria-label={t('navigation.preview.label')}
              className="flex flex-wrap items-center gap-1"
            >
              {items.map((item) => (
                <li
                  key={item.id}
                  className="inline-flex h-9 items-center gap-1 rounded-md px-2.5 text-sm font-medium text-foreground/80"
                >
                  {translate(item.label, language)}
                  {isNavGroup(item) ? <ChevronDown className="size-4" aria-hidden="true" /> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('navigation.preview.empty')}</p>
          )}
        </div>
        {groups.length ? (
          <div className="grid gap-3 bg-muted/40 p-3 sm:grid-cols-2 xl:grid-cols-4">
            {groups.map((group) => (
              <div
                key={group.id}
                className="rounded-md border bg-popover p-2 text-popover-foreground"
              >
                <p className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {translate(group.label, language)}
                </p>
                <ul
                  aria-label={t('navigation.preview.group', {
                    name: translate(group.label, language),
                  })}
                >
                  {group.children.map((child) => (
                    <li key={child.id} className="rounded px-2 py-1 text-sm">
                      {translate(child.label, language)}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  )
}
