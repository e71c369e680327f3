import { useTranslation } from 'react-i18next'

import { TitledSection } from '@/features/register/components/titled-section'
import { PageHeader } from '@/features/site/components/page-header'
import { PageMeta } from '@/features/site/components/page-meta'
import { usePageUrl } from '@/lib/page-url'

const API = '/api/register/v1'

/**
 * /layanan/cek-sbu/api: the register API v1 for people: endpoints, limits and keys,
 * status codes, fields and curl examples; the machine-readable description is the OpenAPI 3.1
 * document at /api/register/v1/openapi.json (supabase/local/ssr/register-openapi.ts).
 */
export function Component() {
  const { t } = useTranslation('public')
  const base = new URL(API, usePageUrl()).href
  const endpoints = [
    { method: 'GET', path: '/certificates/{number}', text: t('register.api.certificate') },
    { method: 'GET', path: '/companies/{nib}', text: t('register.api.company') },
    { method: 'POST', path: '/check', text: t('register.api.check') },
    { method: 'GET', path: '/openapi.json', text: t('register.api.openapi') },
  ]
  const examples = [
    `curl ${base}/certificates/SBU-KMN-2026-000101`,
    `curl ${base}/companies/9120000007919`,
    `curl -X POST ${base}/check \\\n  -H 'Content-Type: application/json' \\\n  -H 'X-API-Key: <key>' \\\n  -d '{"keys": ["SBU-KMN-2026-000101", "9120000007919"]}'`,
  ]
  return (
    <>
      <PageMeta title={t('register.api.title')} description={t('register.api.metaDescription')} />
      <PageHeader title={t('register.api.title')} description={t('register.api.intro')} />
      <div className="container max-w-4xl space-y-10 py-10 sm:py-14">
        <TitledSection id="api-endpoints" title={t('register.api.endpointsTitle')}>
          <ul className="space-y-2">
            {endpoints.map((e) => (
              <li key={e.path}>
                <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm">
                  {e.method} {API}
                  {e.path}
                </code>{' '}
                {e.text}
              </li>
            ))}
          </ul>
          <p>{t('register.api.keysNote')}</p>
          <p>
            <a
              className="font-medium text-primary underline underline-offset-4"
              href={`${API}/openapi.json`}
              type="application/json"
            >
              openapi.json
            </a>
          </p>
        </TitledSection>
        <TitledSection id="api-examples" title={t('register.api.examplesTitle')}>
          {examples.map((example) => (
            <pre
              key={example}
              className="whitespace-pre-wrap break-all rounded-lg border bg-muted p-4 font-mono text-sm"
            >
              <code>{example}</code>
            </pre>
          ))}
        </TitledSection>
        <TitledSection id="api-limits" title={t('register.api.limitsTitle')}>
          <p>{t('register.api.limitsAnon')}</p>
          <p>{t('register.api.limitsKey')}</p>
          <p>{t('register.api.limitsHeaders')}</p>
        </TitledSection>
        <TitledSection id="api-errors" title={t('register.api.errorsTitle')}>
          <p>{t('register.api.errors')}</p>
        </TitledSection>
        <TitledSection id="api-fields" title={t('register.api.fieldsTitle')}>
          <p>{t('register.api.fields')}</p>
        </TitledSection>
      </div>
    </>
  )
}
