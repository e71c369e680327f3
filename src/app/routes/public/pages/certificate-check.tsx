import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'

import { checkCertificateQuery } from '@/features/register/api/public-register'
import { CertificateCheckResults } from '@/features/register/components/certificate-check-results'
import { CertificateSearchForm } from '@/features/register/components/certificate-search-form'
import { LpjkLink } from '@/features/register/components/lpjk-link'
import { isLookupTooShort, normalizeLookupQuery } from '@/features/register/lib/lookup-query'
import { PageHeader } from '@/features/site/components/page-header'
import { PageMeta } from '@/features/site/components/page-meta'
import type { PageQueries } from '@/lib/page-queries'

export const queries: PageQueries = ({ search }) => {
  const query = normalizeLookupQuery(search.get('q'))
  return query && !isLookupTooShort(query) ? [checkCertificateQuery(query)] : []
}

/**
 * /layanan/cek-sbu?q=…: the register check. A plain GET form; the server renders the answer
 * (no island, so the page works without JavaScript and its first visit carries no extra JS).
 */
export function Component() {
  const { t } = useTranslation('public')
  const [params] = useSearchParams()
  // As the database reads it: spaces and invisible characters collapsed, 3 letters or digits.
  const query = normalizeLookupQuery(params.get('q'))
  const tooShort = isLookupTooShort(query)
  return (
    <>
      <PageMeta title={t('register.title')} description={t('register.metaDescription')} />
      <PageHeader title={t('register.title')} description={t('register.intro')} />
      <div className="container max-w-4xl space-y-8 py-10 sm:py-14">
        <CertificateSearchForm defaultValue={query} invalid={tooShort} />
        {query && !tooShort ? <CertificateCheckResults query={query} /> : <LpjkLink />}
      </div>
    </>
  )
}
