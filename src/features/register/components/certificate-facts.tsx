import { useTranslation } from 'react-i18next'

import { currentLanguage } from '@/lib/i18n'
import { translate } from '@/lib/translate'

import { formatDay } from '../lib/format'
import type { PublicCertificate } from '../types'
import { CertificateStatusBadge } from './certificate-status-badge'

/**
 * The public facts of one certificate: company, number, status (with reason and date when
 * frozen or revoked), subclasses with their qualification, dates. `headingLevel` keeps the
 * outline right: h3 in a result list under its h2, h2 on the verify page.
 */
export function CertificateFacts({
  certificate: c,
  numberHref,
  headingLevel = 2,
}: {
  certificate: PublicCertificate
  /** Links the number to its verify page (results list). */
  numberHref?: string
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  const { t, i18n } = useTranslation('public')
  const language = currentLanguage(i18n)
  const day = (value: string | null) => formatDay(value, language)
  const reason = translate(c.status_reason, language)
  const notes = translate(c.public_notes, language)
  return (
    <article
      className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
      aria-labelledby={`cert-${c.number}`}
      data-certificate={c.number}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading
            id={`cert-${c.number}`}
            className="text-lg font-semibold leading-snug sm:text-xl"
          >
            {c.company.legal_form} {c.company.name}
          </Heading>
          <p className="mt-1 text-sm text-muted-foreground">
            {c.company.city}, {c.company.province}
          </p>
        </div>
        <CertificateStatusBadge status={c.status} />
      </div>
      {c.status === 'dibekukan' || c.status === 'dicabut' ? (
        <p className="mt-4 rounded-md border-l-4 border-current bg-muted/60 px-4 py-3 text-sm">
          <strong>
            {t(c.status === 'dicabut' ? 'register.revokedOn' : 'register.frozenOn', {
              date: day(c.status_changed_on),
            })}
          </strong>{' '}
          {reason}
        </p>
      ) : null}
      {c.status === 'kedaluwarsa' ? (
        <p className="mt-4 rounded-md bg-muted/60 px-4 py-3 text-sm">
          {t('register.expiredOn', { date: day(c.valid_until) })}
        </p>
      ) : null}
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">{t('register.fields.number')}</dt>
          <dd className="font-mono font-medium">
            {numberHref ? (
              <a className="text-primary underline-offset-4 hover:underline" href={numberHref}>
                {c.number}
              </a>
            ) : (
              c.number
            )}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('register.fields.validity')}</dt>
          <dd>
            {day(c.issued_on)} – {day(c.valid_until)}
          </dd>
        </div>
        {c.next_surveillance_due && c.status === 'aktif' ? (
          <div>
            <dt className="text-muted-foreground">{t('register.fields.surveillance')}</dt>
            <dd>{day(c.next_surveillance_due)}</dd>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <dt className="text-muted-foreground">{t('register.fields.subclasses')}</dt>
          <dd>
            <ul className="mt-1 space-y-1">
              {c.subclasses.map((s) => (
                <li key={s.code}>
                  <span className="font-mono font-medium">{s.code}</span>{' '}
                  {translate(s.name, language)} —{' '}
                  <span className="font-medium">
                    {t(`register.qualifications.${s.qualification}`)}
                  </span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      {notes ? <p className="mt-4 text-sm text-muted-foreground">{notes}</p> : null}
    </article>
  )
}
