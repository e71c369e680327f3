import { Download, Scale } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { FallbackNote } from '@/components/fallback-note'
import { UrlFilterBar } from '@/components/list-filters'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { currentLanguage } from '@/lib/i18n'
import { useSearchParamsState } from '@/lib/page-url'
import { translate } from '@/lib/translate'

import { useLegalProductsQuery } from '../api/get-legal-products'

/** Legal products with search, category and year filters (kept in the URL) and downloads. */
export function LegalProductsList() {
  const { t, i18n } = useTranslation(['public', 'common'])
  const language = currentLanguage(i18n)
  const urlState = useSearchParamsState()
  const [params] = urlState
  const q = params.get('q') ?? ''
  const category = params.get('kategori') ?? ''
  const year = params.get('tahun') ?? ''
  const { data, isPending, isError } = useLegalProductsQuery()

  const all = data ?? []
  const categories = [...new Set(all.map((p) => p.category))].sort()
  const years = [...new Set(all.map((p) => p.year).filter((y): y is number => y !== null))].sort(
    (a, b) => b - a,
  )
  const needle = q.trim().toLowerCase()
  const visible = all.filter(
    (p) =>
      (!category || p.category === category) &&
      (!year || String(p.year) === year) &&
      (!needle ||
        [
          translate(p.title, language),
          translate(p.title, 'id'),
          p.number ?? '',
          translate(p.summary, language),
        ].some((v) => v.toLowerCase().includes(needle))),
  )

  return (
    <div className="space-y-8">
      <UrlFilterBar
        state={urlState}
        columns="sm:grid-cols-[2fr_1fr_1fr]"
        search={{
          label: t('legalProducts.search'),
          placeholder: t('legalProducts.searchPlaceholder'),
        }}
        selects={[
          {
            param: 'kategori',
            label: t('legalProducts.category'),
            allLabel: t('legalProducts.allCategories'),
            options: categories.map((c) => ({ value: c, label: c })),
          },
          {
            param: 'tahun',
            label: t('legalProducts.year'),
            allLabel: t('legalProducts.allYears'),
            options: years.map((y) => ({ value: String(y), label: String(y) })),
          },
        ]}
      />
      {isPending ? (
        <div role="status" className="space-y-4">
          <span className="sr-only">{t('common:a11y.loading')}</span>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : (
        <>
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {t('legalProducts.count', { count: visible.length })}
          </p>
          {visible.length === 0 ? (
            <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
              {isError ? t('layout.loadError') : t('legalProducts.empty')}
            </p>
          ) : (
            <ul className="space-y-4">
              {visible.map((p) => {
                const title = translate(p.title, language)
                return (
                  <li
                    key={p.id}
                    className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm sm:flex-row sm:items-center"
                  >
                    <span className="hidden size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:flex">
                      <Scale aria-hidden="true" className="size-5" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <Badge>{p.category}</Badge>
                        {p.year ? <Badge variant="outline">{p.year}</Badge> : null}
                        {p.number ? (
                          <span className="text-sm text-muted-foreground">{p.number}</span>
                        ) : null}
                      </div>
                      <h2 className="mt-2 font-semibold leading-snug">{title}</h2>
                      <FallbackNote values={[p.title, p.summary]} />
                      {p.summary ? (
                        <p className="mt-1 text-sm text-muted-foreground">
                          {translate(p.summary, language)}
                        </p>
                      ) : null}
                    </div>
                    {p.file_url ? (
                      <Button
                        asChild
                        variant="outline"
                        size="sm"
                        className="shrink-0 self-start sm:self-center"
                      >
                        <a
                          href={p.file_url}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t('legalProducts.downloadOf', { title })}
                        >
                          <Download aria-hidden="true" />
                          {t('legalProducts.download')}
                        </a>
                      </Button>
                    ) : (
                      <p className="shrink-0 text-sm text-muted-foreground">
                        {t('legalProducts.noFile')}
                      </p>
                    )}
                  </li>
                )
              })}
            </ul>
          )}
        </>
      )}
    </div>
  )
}
