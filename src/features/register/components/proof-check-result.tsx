import { useTranslation } from 'react-i18next'

import { publicRoutes } from '@/config/routes'
import { currentLanguage } from '@/lib/i18n'

import { formatCheckTime } from '../lib/format'
import type { ProofCheck } from '../lib/proof-types'
import { CertificateFacts } from './certificate-facts'
import { CertificatePublicHistory } from './certificate-public-history'

/**
 * The answer to an uploaded proof (ADR 029): authentic, with the time it was issued and the
 * facts it proves (as they were then), or altered / not ours. Rendered by the server after the
 * post; the heading is announced (an alert for a refusal, a status for an authentic proof).
 */
export function ProofCheckResult({ check }: { check: ProofCheck }) {
  const { t, i18n } = useTranslation('public')
  const language = currentLanguage(i18n)
  if (check.result !== 'authentic') {
    const detail =
      check.result === 'too_large'
        ? t('register.proof.check.tooLarge')
        : check.result === 'missing'
          ? t('register.proof.check.missing')
          : t('register.proof.check.alteredDetail')
    return (
      <section
        role="alert"
        className="rounded-xl border-l-4 border-destructive bg-destructive/10 p-5"
        data-testid="proof-result"
        data-result={check.result}
      >
        <h2 className="text-xl font-semibold">
          {check.result === 'altered'
            ? t('register.proof.check.altered')
            : t('register.proof.check.notChecked')}
        </h2>
        <p className="mt-2">{detail}</p>
      </section>
    )
  }
  const { facts } = check
  const time = formatCheckTime(new Date(facts.checked_at), language)
  return (
    <section className="space-y-6" data-testid="proof-result" data-result="authentic">
      <div role="status" className="rounded-xl border-l-4 border-emerald-600 bg-emerald-600/10 p-5">
        <h2 className="text-xl font-semibold">{t('register.proof.check.authentic', { time })}</h2>
        <p className="mt-2">
          {t('register.proof.check.authenticDetail', { siteName: facts.issuer.name, time })}
        </p>
        <p className="mt-2 text-sm">
          <a
            className="underline underline-offset-4"
            href={publicRoutes.verify(facts.certificate.number)}
          >
            {t('register.proof.check.currentStatus', { number: facts.certificate.number })}
          </a>
        </p>
      </div>
      <CertificateFacts certificate={{ ...facts.certificate, public_notes: null }} />
      <p className="text-sm text-muted-foreground" data-testid="proof-checked-at">
        {t('register.proof.check.checkedAt', { time, iso: facts.checked_at })}
      </p>
      <CertificatePublicHistory history={facts.history} />
    </section>
  )
}
