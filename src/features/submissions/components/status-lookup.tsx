import { Loader2, SearchX } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { currentLanguage } from '@/lib/i18n'
import { toast } from '@/lib/toast'

import { useTrackSubmissionQuery } from '../api/track-submission'
import { resolveFieldMessage } from '../lib/field-message'
import { lazyZodResolver } from '../lib/lazy-resolver'
import { takeTrackingEmail } from '../lib/track-handoff'
import { LIMITS } from '../limits'
import { type Posted, typedValue } from '../posted'
import type { TrackValues } from '../schemas'
import { ErrorSummary } from './error-summary'
import { FormField } from './form-field'
import { PrivacyNote } from './privacy-note'
import { SubmissionStatusCard } from './submission-status-card'

const loadTrackSchema = () => import('../schemas').then((m) => m.trackSchema)

/**
 * Reference + email → the submission's status. A miss shows one neutral message that does not
 * say whether the reference exists. `posted`: the lookup the server made without this script
 * (ADR 023), shown until the visitor looks up again.
 */
export function StatusLookup({
  initialReference = '',
  posted,
}: {
  initialReference?: string
  posted?: Posted
}) {
  const { t, i18n } = useTranslation('public')
  const language = currentLanguage(i18n)
  const [lookup, setLookup] = useState<TrackValues | null>(null)
  const [postedErrors, setPostedErrors] = useState(posted?.errors ?? {})
  const formRef = useRef<HTMLFormElement>(null)
  const query = useTrackSubmissionQuery(lookup)
  const [validation] = useState(() => lazyZodResolver<TrackValues>(loadTrackSchema))
  // Also the inputs' own values (the server's HTML has them, for a page without this script);
  // what the visitor typed before this script arrived wins.
  const [initial] = useState(() => ({
    reference:
      typedValue('status-reference') ??
      posted?.values?.reference ??
      initialReference.slice(0, LIMITS.reference.max),
    email: typedValue('status-email') ?? posted?.values?.email ?? '',
  }))
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<TrackValues>({
    resolver: validation.resolver,
    defaultValues: initial,
    // Validate on submit, then as the visitor corrects: no errors popping in (and moving the
    // submit button) while someone is still on their way through the form.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })

  // Arriving from a submission's "track status" link: the email came along (session storage),
  // so look it up at once; without it, the reference is filled in and the email is asked for.
  useEffect(() => {
    const reference = initialReference.trim().toUpperCase()
    if (!reference || posted) return
    const email = takeTrackingEmail(reference)
    if (email) {
      setValue('email', email)
      // As if the visitor pressed "Cek status": the form's own checks, then the lookup.
      formRef.current?.requestSubmit()
    } else setFocus('email')
  }, [initialReference, posted, setValue, setFocus])

  const onValid = (values: TrackValues) => {
    const next = { reference: values.reference, email: values.email }
    if (lookup && lookup.reference === next.reference && lookup.email === next.email) {
      void query.refetch()
    } else {
      setLookup(next)
    }
  }

  const checking = query.isFetching
  // The server's lookup (ADR 023) until this form makes one.
  const shown = lookup
    ? {
        data: query.data,
        limited: (query.error as { code?: string } | null)?.code === 'PT429',
        failed: query.isError,
      }
    : posted && {
        data: posted.result,
        limited: posted.alert === 'rate_limited',
        failed: Boolean(posted.alert),
      }
  let result = null
  if (shown && !checking) {
    if (shown.failed) {
      result = (
        <p role="alert" className="rounded-md border border-destructive/50 p-4 text-sm">
          {shown.limited ? t('status.rateLimited') : t('status.error')}
        </p>
      )
    } else if (shown.data === null) {
      result = (
        <div className="flex gap-3 rounded-lg border border-dashed p-6">
          <SearchX aria-hidden="true" className="size-6 shrink-0 text-muted-foreground" />
          <p>{t('status.notFound')}</p>
        </div>
      )
    } else if (shown.data) {
      result = <SubmissionStatusCard submission={shown.data} />
    }
  }

  const lookupFields = [
    {
      name: 'reference',
      label: t('status.reference'),
      hint: t('status.referenceHint'),
      input: {
        autoComplete: 'off',
        spellCheck: false,
        maxLength: LIMITS.reference.max,
        className: 'font-mono uppercase placeholder:normal-case',
      },
    },
    {
      name: 'email',
      label: t('forms.fields.email'),
      hint: t('status.emailHint'),
      input: { type: 'email', autoComplete: 'email', maxLength: LIMITS.email.max },
    },
  ] as const

  return (
    <div className="space-y-8">
      {/* method=post: a lookup before the page's script runs goes to the server (ADR 023), and
          never puts the email in the URL. */}
      <form
        ref={formRef}
        method="post"
        noValidate
        aria-labelledby="status-form-title"
        onFocus={() => void validation.preload()}
        onSubmit={(event) => {
          setPostedErrors({})
          // Rejects only when the checks could not be loaded (offline): what was typed stays.
          handleSubmit(onValid)(event).catch(() => {
            void toast.error(t('forms.networkTitle'), t('forms.network'))
          })
        }}
        className="space-y-5 rounded-lg border bg-card p-6 shadow-sm"
      >
        <h2 id="status-form-title" className="text-xl font-semibold">
          {t('status.formTitle')}
        </h2>
        <ErrorSummary
          items={lookupFields.flatMap(({ name, label }) => {
            const message = resolveFieldMessage(postedErrors[name], t, language)
            return message ? [{ id: `status-${name}`, label, message }] : []
          })}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          {lookupFields.map(({ name, label, hint, input }) => (
            <FormField
              key={name}
              id={`status-${name}`}
              label={label}
              required
              hint={hint}
              error={resolveFieldMessage(errors[name]?.message ?? postedErrors[name], t, language)}
            >
              {(control) => (
                <Input
                  {...control}
                  defaultValue={initial[name] || undefined}
                  {...register(name)}
                  {...input}
                />
              )}
            </FormField>
          ))}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
          <Button type="submit" disabled={checking}>
            {checking ? (
              <>
                <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
                {t('status.checking')}
              </>
            ) : (
              t('status.submit')
            )}
          </Button>
          <PrivacyNote />
        </div>
      </form>
      <div aria-live="polite">{result}</div>
    </div>
  )
}
