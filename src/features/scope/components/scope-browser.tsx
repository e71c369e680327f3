import { useTranslation } from 'react-i18next'

import { FallbackNote } from '@/components/fallback-note'
import { UrlFilterBar } from '@/components/list-filters'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { currentLanguage } from '@/lib/i18n'
import { useSearchParamsState } from '@/lib/page-url'
import { useTranslate } from '@/lib/translate'
import type { CheckedValues } from '@/types/database'

import { useScopeClassificationsQuery } from '../api/get-scope-classifications'
import { filterScope } from '../lib/filter-scope'

type Qualification = CheckedValues['rl_subclass']['qualifications']

/** Classifications and subclasses with search (code, name, KBLI) and a classification filter. */
export function ScopeBrowser() {
  const { t, i18n } = useTranslation(['public', 'common'])
  const tr = useTranslate()
  const urlState = useSearchParamsState()
  const [params, setParams] = urlState
  const q = params.get('q') ?? ''
  const category = params.get('klasifikasi') ?? ''
  const { data, isPending, isError } = useScopeClassificationsQuery()

  const visible = filterScope(data ?? [], q, category, currentLanguage(i18n))
  const count = visible.reduce((n, c) => n + c.rl_subclass.length, 0)

  return (
    <div className="space-y-8">
      <UrlFilterBar
        state={urlState}
        columns="sm:grid-cols-[2fr_1fr]"
        search={{ label: t('scope.search'), placeholder: t('scope.searchPlaceholder') }}
        selects={[
          {
            param: 'klasifikasi',
            label: t('scope.filter'),
            allLabel: t('scope.all'),
            options: (data ?? []).map((c) => ({
              value: c.code,
              label: `${c.code} — ${tr(c.name)}`,
            })),
          },
        ]}
      />

      {isPending ? (
        <div role="status" className="space-y-6">
          <span className="sr-only">{t('common:a11y.loading')}</span>
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </div>
      ) : (
        <>
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {t('scope.count', { count })}
          </p>
          {visible.length === 0 ? (
            <div className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
              <p>{isError ? t('layout.loadError') : t('scope.empty')}</p>
              {q || category ? (
                <Button variant="link" onClick={() => setParams({ q: '', klasifikasi: '' })}>
                  {t('scope.reset')}
                </Button>
              ) : null}
            </div>
          ) : (
            visible.map((c) => (
              <section
                key={c.id}
                aria-labelledby={`rl-${c.id}`}
                className="overflow-hidden rounded-xl border bg-card shadow-sm"
              >
                <header className="border-b bg-muted/50 px-5 py-4">
                  <h2 id={`rl-${c.id}`} className="flex items-center gap-3 text-lg font-semibold">
                    <Badge className="font-mono">{c.code}</Badge>
                    {tr(c.name)}
                  </h2>
                  {c.description ? (
                    <p className="mt-1 text-sm text-muted-foreground">{tr(c.description)}</p>
                  ) : null}
                  <FallbackNote values={[c.name, c.description]} />
                </header>
                <ul className="divide-y">
                  {c.rl_subclass.map((s) => (
                    <li
                      key={s.id}
                      className="grid gap-2 px-5 py-4 md:grid-cols-[7rem_1fr_6rem_16rem] md:items-center md:gap-4"
                    >
                      <p className="font-mono text-sm font-semibold text-primary">
                        <span className="sr-only">{t('scope.code')}: </span>
                        {s.code}
                      </p>
                      <div>
                        <p className="font-medium">{tr(s.name)}</p>
                        {s.description ? (
                          <p className="mt-0.5 text-sm text-muted-foreground">
                            {tr(s.description)}
                          </p>
                        ) : null}
                      </div>
                      <p className="text-sm">
                        <span className="text-muted-foreground">{t('scope.kbli')}: </span>
                        <span className="font-mono">{s.kbli ?? t('scope.noKbli')}</span>
                      </p>
                      <ul aria-label={t('scope.qualifications')} className="flex flex-wrap gap-1.5">
                        {s.qualifications.map((q) => (
                          <li key={q}>
                            <Badge variant="outline">
                              {t(
                                `register.qualifications.${q.toLowerCase() as Lowercase<Qualification>}`,
                              )}
                            </Badge>
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
        </>
      )}
    </div>
  )
}
