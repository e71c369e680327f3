import { useContext } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { ColumnHeads } from '@/components/ui/table'
import { type Language, LANGUAGE_QUERY_PARAM } from '@/config/constants'
import { publicRoutes } from '@/config/routes'
import { BulkCheckContext } from '@/features/register/components/bulk-check-context'
import { CertificateStatusBadge } from '@/features/register/components/certificate-status-badge'
import {
  FILE_INPUT_CLASS,
  HintedField,
  PostedForm,
  withLanguage,
} from '@/features/register/components/plain-form'
import { TitledSection } from '@/features/register/components/titled-section'
import {
  BULK_CHECK_PATH,
  type BulkResult,
  bulkRows,
  REGISTER_API_DOCS_PATH,
  subclassesText,
} from '@/features/register/lib/bulk-check'
import { formatDay } from '@/features/register/lib/format'
import { PageHeader } from '@/features/site/components/page-header'
import { PageMeta } from '@/features/site/components/page-meta'

/**
 * /layanan/cek-sbu/massal: up to 200 certificate numbers or NIBs at once. A plain
 * form posted to this page (multipart, for the CSV file): the server checks the keys
 * (src/entry-server.tsx `submit`) and renders the table here, or the CSV download — with or
 * without JavaScript.
 */
export function Component() {
  const { t } = useTranslation('public')
  const state = useContext(BulkCheckContext)
  const [params] = useSearchParams()
  const lng = params.get(LANGUAGE_QUERY_PARAM)
  const action = withLanguage(BULK_CHECK_PATH, lng)
  const error = state?.error ?? null
  return (
    <>
      <PageMeta title={t('register.bulk.title')} description={t('register.bulk.metaDescription')} />
      <PageHeader title={t('register.bulk.title')} description={t('register.bulk.intro')} />
      <div className="container max-w-5xl space-y-10 py-10 sm:py-14">
        <PostedForm action={action} className="space-y-5" testId="bulk-check-form">
          <HintedField
            id="bulk-keys"
            label={t('register.bulk.keysLabel')}
            hint={t('register.bulk.keysHint')}
          >
            <textarea
              id="bulk-keys"
              name="keys"
              rows={8}
              defaultValue={state?.keys ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'bulk-keys-error bulk-keys-hint' : 'bulk-keys-hint'}
              className="block w-full rounded-md border bg-background p-3 font-mono text-sm"
              spellCheck={false}
            />
            {error ? (
              <p id="bulk-keys-error" role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </HintedField>
          <HintedField
            id="bulk-file"
            label={t('register.bulk.fileLabel')}
            hint={t('register.bulk.fileHint')}
          >
            <input
              id="bulk-file"
              name="attachments"
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              aria-describedby="bulk-file-hint"
              className={FILE_INPUT_CLASS}
            />
          </HintedField>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="format" value="html">
              {t('register.bulk.submit')}
            </Button>
            <Button type="submit" name="format" value="csv" variant="outline">
              {t('register.bulk.download')}
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">{t('register.bulk.limitNote')}</p>
        </PostedForm>
        {state?.results ? <BulkResults results={state.results} /> : null}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <a
            className="font-medium text-primary underline underline-offset-4"
            href={withLanguage(publicRoutes.certificateCheck, lng)}
          >
            {t('register.title')}
          </a>
          <a
            className="font-medium text-primary underline underline-offset-4"
            href={withLanguage(REGISTER_API_DOCS_PATH, lng)}
          >
            {t('register.bulk.apiLink')}
          </a>
        </p>
      </div>
    </>
  )
}

const COLUMNS = ['key', 'status', 'number', 'company', 'validUntil', 'subclasses'] as const

function BulkResults({ results }: { results: BulkResult[] }) {
  const { t, i18n } = useTranslation('public')
  const language = (i18n.language === 'en' ? 'en' : 'id') as Language
  const rows = bulkRows(results)
  const found = results.filter((r) => r.found).length
  return (
    <TitledSection id="bulk-results-title" title={t('register.bulk.resultsTitle')}>
      <p role="status">{t('register.bulk.summary', { found, total: results.length })}</p>
      <div
        className="overflow-x-auto rounded-xl border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard must be able to scroll the wide table on a phone when no row has a link to focus (every key not found; axe scrollable-region-focusable)
        tabIndex={0}
        role="region"
        aria-labelledby="bulk-results-title"
      >
        <table className="w-full text-left text-sm">
          <ColumnHeads
            className="bg-muted/50"
            cellClassName="p-3"
            columns={COLUMNS.map((column) => ({ label: t(`register.bulk.columns.${column}`) }))}
          />
          <tbody>
            {rows.map(({ key, certificate: c, ambiguous }, index) => (
              <tr
                key={`${index}-${key}`}
                className="border-t align-top"
                data-found={c ? 'yes' : 'no'}
              >
                <td className="p-3 font-mono">{key}</td>
                {c ? (
                  <>
                    <td className="p-3">
                      <CertificateStatusBadge status={c.status} />
                    </td>
                    <td className="p-3 font-mono">
                      <a
                        className="text-primary underline underline-offset-4"
                        href={publicRoutes.verify(c.number)}
                      >
                        {c.number}
                      </a>
                    </td>
                    <td className="p-3">
                      {[c.company.legal_form, c.company.name].filter(Boolean).join(' ')}
                      <span className="block text-muted-foreground">NIB {c.company.nib}</span>
                    </td>
                    <td className="whitespace-nowrap p-3">{formatDay(c.valid_until, language)}</td>
                    <td className="p-3">{subclassesText(c, t)}</td>
                  </>
                ) : (
                  <td colSpan={5} className="p-3">
                    <span className="inline-flex items-center gap-1.5 rounded-md border border-red-600/40 bg-red-500/10 px-2.5 py-0.5 font-semibold text-red-800 dark:text-red-300">
                      <span aria-hidden="true">✕</span>
                      {t(ambiguous ? 'register.bulk.ambiguous' : 'register.bulk.notFound')}
                    </span>{' '}
                    <span className="text-muted-foreground">
                      {t(ambiguous ? 'register.bulk.ambiguousHint' : 'register.bulk.notFoundHint')}
                    </span>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TitledSection>
  )
}
