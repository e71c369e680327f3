import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { publicRoutes } from '@/config/routes'
import { directoryQuery } from '@/features/register/api/public-register'
import { formatDay } from '@/features/register/lib/format'
import {
  isLookupTooShort,
  MIN_LOOKUP_LETTERS,
  normalizeLookupQuery,
} from '@/features/register/lib/lookup-query'
import { PROVINCES, QUALIFICATIONS } from '@/features/register/lib/provinces'
import {
  scopeClassificationsQueryOptions,
  useScopeClassificationsQuery,
} from '@/features/scope/api/get-scope-classifications'
import { PageHeader } from '@/features/site/components/page-header'
import { PageMeta } from '@/features/site/components/page-meta'
import { currentLanguage } from '@/lib/i18n'
import type { PageQueries } from '@/lib/page-queries'
import { translate } from '@/lib/translate'

const SELECT =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** The filters and page the address asks for, as the database reads them. */
function directoryRequest(params: URLSearchParams) {
  const text = (key: string) => (params.get(key) ?? '').trim().slice(0, 100)
  const q = normalizeLookupQuery(params.get('q'), 100)
  const filters = {
    q: isLookupTooShort(q) ? '' : q,
    subclass: text('subklasifikasi'),
    qualification: text('kualifikasi'),
    province: text('provinsi'),
  }
  const page = Math.max(1, Math.min(500, Number.parseInt(params.get('page') ?? '1', 10) || 1))
  return { q, filters, page }
}

export const queries: PageQueries = ({ search }) => {
  const { filters, page } = directoryRequest(search)
  return [directoryQuery(filters, page), scopeClassificationsQueryOptions()]
}

/**
 * /layanan/direktori: companies that opted in and hold an active certificate. Filters are a
 * plain GET form and pages are links, all rendered by the server (no JavaScript needed).
 */
export function Component() {
  const { t, i18n } = useTranslation('public')
  const language = currentLanguage(i18n)
  const [params] = useSearchParams()
  const { q, filters, page } = directoryRequest(params)
  const { data, error, isPending } = useQuery(directoryQuery(filters, page))
  const { data: classifications } = useScopeClassificationsQuery()
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1
  const pageHref = (n: number) => {
    const next = new URLSearchParams(params)
    next.set('page', String(n))
    return `${publicRoutes.directory}?${next.toString()}`
  }

  return (
    <>
      <PageMeta
        title={t('register.directory.title')}
        description={t('register.directory.metaDescription')}
      />
      <PageHeader
        title={t('register.directory.title')}
        description={t('register.directory.intro')}
      />
      <div className="container space-y-8 py-10 sm:py-14">
        <form
          action={publicRoutes.directory}
          method="get"
          className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-5"
        >
          <div className="lg:col-span-2">
            <label htmlFor="dir-q" className="mb-1.5 block text-sm font-medium">
              {t('register.directory.name')}
            </label>
            <Input
              id="dir-q"
              name="q"
              type="search"
              minLength={MIN_LOOKUP_LETTERS}
              maxLength={100}
              defaultValue={q}
            />
          </div>
          <FilterSelect
            id="dir-sub"
            name="subklasifikasi"
            label={t('register.directory.subclass')}
            value={filters.subclass}
          >
            {classifications?.map((c) => (
              <optgroup key={c.id} label={translate(c.name, language)}>
                {c.rl_subclass.map((s) => (
                  <option key={s.id} value={s.code}>
                    {s.code} {translate(s.name, language)}
                  </option>
                ))}
              </optgroup>
            ))}
          </FilterSelect>
          <FilterSelect
            id="dir-qual"
            name="kualifikasi"
            label={t('register.directory.qualification')}
            value={filters.qualification}
          >
            {QUALIFICATIONS.map((value) => (
              <option key={value} value={value}>
                {t(`register.qualifications.${value}`)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            id="dir-prov"
            name="provinsi"
            label={t('register.directory.province')}
            value={filters.province}
          >
            {PROVINCES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </FilterSelect>
          <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-5">
            <Button type="submit">{t('register.directory.apply')}</Button>
            <a
              className="text-sm text-primary underline underline-offset-4"
              href={publicRoutes.directory}
            >
              {t('register.directory.reset')}
            </a>
          </div>
        </form>

        {isPending ? (
          <p role="status">{t('register.loading')}</p>
        ) : error || !data ? (
          <p role="alert" className="text-destructive">
            {(error as { code?: string } | null)?.code === 'PT429'
              ? t('register.rateLimited')
              : t('register.error')}
          </p>
        ) : (
          <section aria-labelledby="dir-results" className="space-y-4">
            <h2 id="dir-results" className="text-lg font-semibold">
              {t('register.directory.count', { count: data.total })}
            </h2>
            {data.results.length === 0 ? (
              <p className="rounded-xl border border-dashed p-6 text-muted-foreground">
                {t('register.directory.empty')}
              </p>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2">
                {data.results.map((company) => (
                  <li
                    key={`${company.name}-${company.certificates[0]?.number}`}
                    className="rounded-xl border bg-card p-5"
                  >
                    <h3 className="font-semibold">
                      {company.legal_form} {company.name}
                    </h3>
                    <p className="text-sm text-muted-foreground">
                      {company.city}, {company.province}
                    </p>
                    <ul className="mt-3 space-y-2 text-sm">
                      {company.certificates.map((c) => (
                        <li key={c.number}>
                          <a
                            className="font-mono font-medium text-primary underline-offset-4 hover:underline"
                            href={publicRoutes.verify(c.number)}
                          >
                            {c.number}
                          </a>{' '}
                          <span className="text-muted-foreground">
                            (
                            {t('register.directory.validUntil', {
                              date: formatDay(c.valid_until, language),
                            })}
                            )
                          </span>
                          <span className="block">
                            {c.subclasses
                              .map(
                                (s) =>
                                  `${s.code} ${t(`register.qualifications.${s.qualification}`)}`,
                              )
                              .join(' · ')}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
            {pages > 1 ? (
              <nav
                aria-label={t('register.directory.pages')}
                className="flex items-center justify-between gap-4"
              >
                {page > 1 ? (
                  <a
                    className="text-primary underline underline-offset-4"
                    href={pageHref(page - 1)}
                    rel="prev"
                  >
                    {t('register.directory.previous')}
                  </a>
                ) : (
                  <span />
                )}
                <span className="text-sm text-muted-foreground" aria-current="page">
                  {t('register.directory.pageOf', { page, pages })}
                </span>
                {page < pages ? (
                  <a
                    className="text-primary underline underline-offset-4"
                    href={pageHref(page + 1)}
                    rel="next"
                  >
                    {t('register.directory.next')}
                  </a>
                ) : (
                  <span />
                )}
              </nav>
            ) : null}
          </section>
        )}
      </div>
    </>
  )
}

/** One filter of the directory's GET form: a labelled select whose first choice is "all". */
function FilterSelect({
  id,
  name,
  label,
  value,
  children,
}: {
  id: string
  name: string
  label: string
  value: string
  children: ReactNode
}) {
  const { t } = useTranslation('public')
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={SELECT}>
        <option value="">{t('register.directory.all')}</option>
        {children}
      </select>
    </div>
  )
}
