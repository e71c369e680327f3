import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

import { publicRoutes } from '@/config/routes'

import { checkCertificateQuery } from '../api/public-register'
import { CertificateFacts } from './certificate-facts'
import { LpjkLink } from './lpjk-link'

function isRateLimited(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'PT429'
}

/** The register's answer to one query (rendered by the server with its data). */
export function CertificateCheckResults({ query }: { query: string }) {
  const { t } = useTranslation('public')
  const { data, error, isPending } = useQuery(checkCertificateQuery(query))
  if (isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        {t('register.loading')}
      </p>
    )
  }
  if (error || !data) {
    return (
      <p role="alert" className="rounded-md border border-destructive/40 p-4 text-destructive">
        {isRateLimited(error) ? t('register.rateLimited') : t('register.error')}
      </p>
    )
  }
  return (
    <section aria-labelledby="register-results" className="space-y-4">
      <h2 id="register-results" className="text-xl font-semibold">
        {t('register.resultsFor', { query })}
      </h2>
      {data.results.length === 0 ? (
        <div className="space-y-2 rounded-xl border border-dashed p-6">
          <p className="font-medium">{t('register.noResults', { query })}</p>
          <p className="text-sm text-muted-foreground">{t('register.noResultsHint')}</p>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {t('register.resultCount', { count: data.results.length })}{' '}
            {data.more ? t('register.more') : null}
          </p>
          <ul className="space-y-4">
            {data.results.map((certificate) => (
              <li key={certificate.number}>
                <CertificateFacts
                  certificate={certificate}
                  numberHref={publicRoutes.verify(certificate.number)}
                  headingLevel={3}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <LpjkLink />
    </section>
  )
}
