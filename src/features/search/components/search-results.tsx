import { useTranslation } from 'react-i18next'

import { LinkNav } from '@/components/link-nav'
import { publicRoutes } from '@/config/routes'

import type { SearchHit, SearchKind } from '../api/search-site'
import { resultUrl, snippetParts } from '../lib/result-url'

const HELP_LINKS = [
  ['pages.faq.title', publicRoutes.faq],
  ['pages.scope.title', publicRoutes.scope],
  ['contact.title', publicRoutes.contact],
] as const

/** FAQ, scope and contact: where a visitor without an answer goes next. */
export function SearchHelp() {
  const { t } = useTranslation('public')
  return (
    <LinkNav
      label={t('search.helpLinks')}
      links={HELP_LINKS.map(([key, to]) => ({ to, text: t(key) }))}
    />
  )
}

/** Results grouped by kind, the group with the best result first; matches highlighted. */
export function SearchResults({ hits }: { hits: SearchHit[] }) {
  const { t } = useTranslation('public')
  const groups = new Map<SearchKind, { hit: SearchHit; url: string }[]>()
  for (const hit of hits) {
    const url = resultUrl(hit)
    groups.set(hit.kind, [...(groups.get(hit.kind) ?? []), { hit, url }])
  }
  return (
    <div className="space-y-10">
      {[...groups].map(([kind, items]) => (
        <section key={kind} aria-labelledby={`search-${kind}`}>
          <h2 id={`search-${kind}`} className="text-lg font-semibold">
            {t(`search.kinds.${kind}`)}
          </h2>
          <ul className="mt-3 divide-y rounded-lg border">
            {items.map(({ hit, url }) => (
              <li key={`${hit.kind}-${hit.key}`} className="p-4">
                <a
                  href={url}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {hit.title}
                </a>
                {hit.snippet ? (
                  <p className="mt-1 text-sm text-muted-foreground">
                    {snippetParts(hit.snippet).map((part, index) =>
                      part.match ? (
                        <mark
                          key={index}
                          className="rounded-sm bg-primary/15 px-0.5 text-foreground"
                        >
                          {part.text}
                        </mark>
                      ) : (
                        part.text
                      ),
                    )}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
