import { CheckCircle2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { publicRoutes } from '@/config/routes'
import { getRuntimeEnv } from '@/lib/env'
import { currentLanguage } from '@/lib/i18n'

import { rememberForTracking } from '../lib/track-handoff'
import { CopyReferenceButton } from './copy-reference-button'

interface SubmissionSuccessProps {
  title: string
  reference: string
  email: string
  /** What happens next, in order. */
  nextSteps: string[]
  onAnother: () => void
}

/**
 * The confirmation after a successful submission: reference, how to track it, what's next. After
 * a submission the server took (ADR 023) `email` is empty: it is in no URL, kept nowhere.
 */
export function SubmissionSuccess({
  title,
  reference,
  email,
  nextSteps,
  onAnother,
}: SubmissionSuccessProps) {
  const { t, i18n } = useTranslation('public')
  const headingRef = useRef<HTMLHeadingElement>(null)

  // Move focus to the confirmation so keyboard and screen-reader users land on it.
  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  const trackHref = `${publicRoutes.status}?ref=${encodeURIComponent(reference)}`
  return (
    <section
      aria-labelledby="submission-success-title"
      className="rounded-lg border border-emerald-600/30 bg-emerald-50/60 p-6 dark:border-emerald-400/30 dark:bg-emerald-950/30 sm:p-8"
    >
      <div className="flex items-start gap-3">
        <CheckCircle2
          aria-hidden="true"
          className="mt-0.5 size-7 shrink-0 text-emerald-700 dark:text-emerald-400"
        />
        <h2
          id="submission-success-title"
          ref={headingRef}
          tabIndex={-1}
          // The server's success page (ADR 023): focused without the script too.
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the page exists to show this
          autoFocus
          className="scroll-mt-24 text-xl font-semibold focus:outline-none"
        >
          {title}
        </h2>
      </div>

      <div className="mt-6 rounded-md border bg-background p-4">
        <p className="text-sm text-muted-foreground" id="submission-reference-label">
          {t('forms.success.referenceLabel')}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <p
            className="font-mono text-2xl font-bold tracking-wide"
            aria-describedby="submission-reference-label"
            data-testid="submission-reference"
          >
            {reference}
          </p>
          <CopyReferenceButton reference={reference} />
        </div>
      </div>

      {/* Only when this server sends mail (the acknowledgement is in the outbox either way). */}
      {getRuntimeEnv().mail ? (
        <p className="mt-4 text-sm">
          {email ? t('forms.success.mailing', { email }) : t('forms.success.mailingSent')}
        </p>
      ) : null}
      <p className="mt-4 text-sm">
        {email ? t('forms.success.keep', { email }) : t('forms.success.keepSent')}
      </p>

      <h3 className="mt-6 font-semibold">{t('forms.success.nextTitle')}</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
        {nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>

      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild>
          {/* The email goes with it through session storage, never in the URL. */}
          <a href={trackHref} onClick={() => rememberForTracking({ reference, email })}>
            {t('forms.success.track')}
          </a>
        </Button>
        {/* Without the page's script, the button asks for the empty form (in this language). */}
        <form
          method="get"
          onSubmit={(event) => {
            event.preventDefault()
            onAnother()
          }}
        >
          <input type="hidden" name="lng" value={currentLanguage(i18n)} />
          <Button type="submit" variant="outline">
            {t('forms.success.another')}
          </Button>
        </form>
      </div>
    </section>
  )
}
