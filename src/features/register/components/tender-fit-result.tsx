import { CircleCheck, CircleX } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { currentLanguage } from '@/lib/i18n'
import { translate } from '@/lib/translate'
import { cn } from '@/lib/utils'

import { formatDay } from '../lib/format'
import type { TenderFit, TenderFitReason } from '../lib/tender-fit'

/** One reason as a sentence in the page's language (the database gives codes and facts). */
function ReasonText({ reason, onDate }: { reason: TenderFitReason; onDate: string }) {
  const { t, i18n } = useTranslation('public')
  const language = currentLanguage(i18n)
  const day = (value: string) => formatDay(value, language)
  const date = day(onDate)
  switch (reason.code) {
    case 'subclass_not_held':
      return <>{t('register.fit.reasons.subclass_not_held', { subclass: reason.subclass })}</>
    case 'qualification_lower':
    case 'qualification_mismatch':
      return (
        <>
          {t(`register.fit.reasons.${reason.code}`, {
            subclass: reason.subclass,
            held: t(`register.qualifications.${reason.held}`),
            required: t(`register.qualifications.${reason.required}`),
          })}
        </>
      )
    case 'not_yet_issued':
      return (
        <>{t('register.fit.reasons.not_yet_issued', { date, issued: day(reason.issued_on) })}</>
      )
    case 'expired':
      return <>{t('register.fit.reasons.expired', { date, since: day(reason.since) })}</>
    case 'frozen':
    case 'revoked':
      return (
        <>
          {t(`register.fit.reasons.${reason.code}`, { date, since: day(reason.since) })}
          {reason.reason ? (
            <span className="mt-0.5 block text-muted-foreground">
              {t('register.fit.reasonLabel', { reason: translate(reason.reason, language) })}
            </span>
          ) : null}
        </>
      )
  }
}

/**
 * The tender-fit answer: "Ya, memenuhi" or "Tidak memenuhi" with every reason that applies;
 * for an old code, what it maps to today and which subclass met the requirement.
 */
export function TenderFitResult({ fit }: { fit: TenderFit }) {
  const { t, i18n } = useTranslation('public')
  const language = currentLanguage(i18n)
  const qualification = t(`register.qualifications.${fit.qualification}`)
  const Icon = fit.fits ? CircleCheck : CircleX
  return (
    <div
      className={cn(
        'space-y-3 rounded-lg border-l-4 bg-muted/50 px-4 py-4',
        fit.fits ? 'border-emerald-600' : 'border-destructive',
      )}
      data-testid="tender-fit-result"
      data-fits={fit.fits}
    >
      <p className="flex items-center gap-2 text-lg font-semibold">
        <Icon
          className={cn(
            'size-6 shrink-0',
            fit.fits ? 'text-emerald-700 dark:text-emerald-400' : 'text-destructive',
          )}
          aria-hidden="true"
        />
        {fit.fits ? t('register.fit.yes') : t('register.fit.no')}
      </p>
      <p className="text-sm">
        {t('register.fit.summary', {
          number: fit.number,
          code: fit.code,
          qualification,
          date: formatDay(fit.on_date, language),
        })}
      </p>
      {fit.mapped_from ? (
        <div className="text-sm">
          <p>{t('register.fit.mapped', { old: fit.mapped_from })}</p>
          <ul className="mt-1 space-y-0.5">
            {fit.subclasses.map((s) => (
              <li key={s.code}>
                <span className="font-mono">
                  {fit.mapped_from} → {s.code}
                </span>{' '}
                {translate(s.name, language)} —{' '}
                {s.held
                  ? t('register.fit.held', {
                      qualification: t(`register.qualifications.${s.held}`),
                    })
                  : t('register.fit.notHeld')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {fit.fits && fit.matched ? (
        <p className="text-sm">
          {t('register.fit.matched', {
            subclass: fit.matched,
            held: t(
              `register.qualifications.${fit.subclasses.find((s) => s.code === fit.matched)?.held ?? fit.qualification}`,
            ),
          })}
        </p>
      ) : null}
      {fit.reasons.length > 0 ? (
        <div className="text-sm">
          <p className="font-medium">{t('register.fit.reasonsTitle')}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5" data-testid="tender-fit-reasons">
            {fit.reasons.map((reason, index) => (
              <li key={`${reason.code}-${index}`}>
                <ReasonText reason={reason} onDate={fit.on_date} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground">{t('register.fit.scopeNote')}</p>
    </div>
  )
}
