import { AlertCircle, Loader2 } from 'lucide-react'
import { useRef, useState } from 'react'
import { type Control, useForm, type UseFormRegister, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { currentLanguage } from '@/lib/i18n'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/utils'

import { resolveFieldMessage, serverMessage } from '../lib/field-message'
import { lazyZodResolver } from '../lib/lazy-resolver'
import { SubmissionError, type SubmissionFailure } from '../lib/submission-error'
import { type Posted, typedValue } from '../posted'
import { AttachmentsField } from './attachments-field'
import { ErrorSummary } from './error-summary'
import { FormField } from './form-field'
import { PrivacyNote } from './privacy-note'
import { SubmissionSuccess } from './submission-success'

type Values = Record<string, string>

/** One field of a public form. */
export interface FieldSpec {
  name: string
  label: string
  kind: 'text' | 'email' | 'tel' | 'textarea' | 'date'
  required: boolean
  maxLength: number
  hint?: string
  autoComplete?: string
  /** Show a live character counter (long fields). */
  counter?: boolean
  rows?: number
  min?: string
  max?: string
  /** Take the full width on wide screens. */
  wide?: boolean
}

interface SubmissionFormProps {
  /** Used for element ids: `complaint-name`, … */
  id: string
  title: string
  /** The form's zod schema, loaded on first focus or validation (`lazyZodResolver`). */
  loadSchema: () => Promise<z.ZodType>
  fields: FieldSpec[]
  submitLabel: string
  /** Sends the validated values; resolves to the reference number or throws SubmissionError. */
  submit: (values: Values) => Promise<string>
  successTitle: string
  nextSteps: string[]
  /** The form as the server handled it without this script (docs/decisions/023). */
  posted?: Posted
  /**
   * Files may be attached (complaints, appeals): uploads them and resolves to the upload key
   * the submit RPC takes as `attachments`; the form is then multipart without its script.
   */
  uploadAttachments?: (files: File[]) => Promise<string>
}

type FormAlert = Exclude<SubmissionFailure['kind'], 'field'> | null

/**
 * A public submission form (complaint, appeal, contact): client checks with the database's
 * rules, the database's field errors next to their fields, a form-level message for the rate
 * limit, a toast for network errors; what was typed is kept on every error, and a second
 * submit while one is on its way is ignored. Success shows the reference number.
 */
export function SubmissionForm(props: SubmissionFormProps) {
  // Sent without this script: the success page after the server's redirect (no email in it).
  const sent = props.posted?.reference
  const [result, setResult] = useState(sent ? { reference: sent, email: '' } : null)
  const [generation, setGeneration] = useState(0)
  if (result) {
    return (
      <SubmissionSuccess
        title={props.successTitle}
        reference={result.reference}
        email={result.email}
        nextSteps={props.nextSteps}
        onAnother={() => {
          setResult(null)
          setGeneration((g) => g + 1)
        }}
      />
    )
  }
  return (
    <SubmissionFormBody
      key={generation}
      {...props}
      posted={generation ? undefined : props.posted}
      onDone={setResult}
    />
  )
}

function SubmissionFormBody({
  id,
  title,
  loadSchema,
  fields,
  submitLabel,
  submit,
  posted,
  uploadAttachments,
  onDone,
}: SubmissionFormProps & { onDone: (result: { reference: string; email: string }) => void }) {
  const { t, i18n } = useTranslation('public')
  const language = currentLanguage(i18n)
  const [alert, setAlert] = useState<FormAlert>(posted?.alert ?? null)
  // The server's messages for what it was sent, until this form checks it again.
  const [postedErrors, setPostedErrors] = useState(posted?.errors ?? {})
  // A ref, not state: two submit events in the same tick must see the first one's flag.
  const inFlight = useRef(false)
  const [pending, setPending] = useState(false)
  const [validation] = useState(() => lazyZodResolver<Values>(loadSchema))
  // The chosen files (kept when a submit fails) and their problem (an i18n or server message).
  const [files, setFiles] = useState<File[]>([])
  const [attachmentsError, setAttachmentsError] = useState<string | undefined>(undefined)
  // What the server sent back, or what the visitor typed before this script arrived.
  const [initial] = useState(() =>
    Object.fromEntries(
      fields.map((f) => [
        f.name,
        typedValue(fieldId(id, f.name)) ?? posted?.values?.[f.name] ?? '',
      ]),
    ),
  )
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: validation.resolver,
    defaultValues: initial,
    // Validate on submit, then as the visitor corrects: no errors popping in (and moving the
    // submit button) while someone is still on their way through the form.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })

  const onValid = async (values: Values) => {
    if (inFlight.current) return
    inFlight.current = true
    setPending(true)
    setAlert(null)
    try {
      let attachments: string | undefined
      if (uploadAttachments && files.length) {
        const { attachmentsSchema } = await import('../schemas')
        const checked = attachmentsSchema.safeParse(files)
        if (!checked.success) {
          setAttachmentsError(checked.error.issues[0]?.message)
          document.getElementById(fieldId(id, 'attachments'))?.focus()
          return
        }
        attachments = await uploadAttachments(files)
      }
      // The database writes the submitter's emails in this language.
      const reference = await submit({
        ...values,
        language,
        ...(attachments ? { attachments } : {}),
      })
      onDone({ reference, email: values.email ?? '' })
    } catch (error) {
      const failure: SubmissionFailure =
        error instanceof SubmissionError
          ? error.failure
          : { kind: 'unknown', message: String(error) }
      if (failure.kind === 'field' && failure.field === 'attachments' && uploadAttachments) {
        setAttachmentsError(serverMessage(failure.messageId, failure.messageEn))
        document.getElementById(fieldId(id, 'attachments'))?.focus()
      } else if (failure.kind === 'field' && fields.some((f) => f.name === failure.field)) {
        setError(
          failure.field,
          { type: 'server', message: serverMessage(failure.messageId, failure.messageEn) },
          { shouldFocus: true },
        )
      } else if (failure.kind === 'network') {
        setAlert('network')
        void toast.error(t('forms.networkTitle'), t('forms.network'))
      } else if (failure.kind === 'rate_limited') {
        setAlert('rate_limited')
      } else {
        setAlert('unknown')
        void toast.error(t('forms.networkTitle'), t('forms.unknown'))
      }
    } finally {
      inFlight.current = false
      setPending(false)
    }
  }

  const titleId = `${id}-title`
  const fieldError = (name: string) =>
    resolveFieldMessage(errors[name]?.message ?? postedErrors[name], t, language)
  return (
    // method=post: a submit before the page's script runs goes to the server (ADR 023), and
    // never puts personal data in the URL.
    <form
      method="post"
      encType={uploadAttachments ? 'multipart/form-data' : undefined}
      noValidate
      aria-labelledby={titleId}
      onFocus={() => void validation.preload()}
      onSubmit={(event) => {
        setPostedErrors({})
        // Rejects only when the checks could not be loaded (offline): what was typed stays.
        handleSubmit(onValid)(event).catch(() => {
          setAlert('network')
          void toast.error(t('forms.networkTitle'), t('forms.network'))
        })
      }}
      className="space-y-6"
    >
      <div>
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('forms.requiredNote')}</p>
      </div>
      <ErrorSummary
        items={[
          ...fields.flatMap((field) => {
            const message = postedErrors[field.name] && fieldError(field.name)
            return message ? [{ id: fieldId(id, field.name), label: field.label, message }] : []
          }),
          ...(uploadAttachments && postedErrors.attachments
            ? [
                {
                  id: fieldId(id, 'attachments'),
                  label: t('forms.attachments.label'),
                  message: resolveFieldMessage(postedErrors.attachments, t, language)!,
                },
              ]
            : []),
        ]}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((field) => (
          <FieldRow
            key={field.name}
            formId={id}
            field={field}
            register={register}
            control={control}
            error={fieldError(field.name)}
            value={initial[field.name] || undefined}
          />
        ))}
        {uploadAttachments ? (
          <AttachmentsField
            id={fieldId(id, 'attachments')}
            files={files}
            onChange={(next) => {
              setFiles(next)
              setPostedErrors(({ attachments: _, ...rest }) => rest)
            }}
            onProblem={setAttachmentsError}
            error={resolveFieldMessage(attachmentsError ?? postedErrors.attachments, t, language)}
          />
        ) : null}
      </div>
      {alert ? (
        <div
          role="alert"
          className="flex gap-3 rounded-md border border-destructive/50 bg-destructive/5 p-4 text-sm"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <div>
            {alert === 'rate_limited' ? (
              <>
                <p className="font-semibold">{t('forms.rateLimitedTitle')}</p>
                <p className="mt-1">{t('forms.rateLimited')}</p>
              </>
            ) : (
              <p>{alert === 'network' ? t('forms.network') : t('forms.unknown')}</p>
            )}
          </div>
        </div>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? (
            <>
              <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
              {t('forms.sending')}
            </>
          ) : (
            submitLabel
          )}
        </Button>
        <PrivacyNote />
      </div>
    </form>
  )
}

function FieldRow({
  formId,
  field,
  register,
  control,
  error,
  value: posted,
}: {
  formId: string
  field: FieldSpec
  register: UseFormRegister<Values>
  control: Control<Values>
  error: string | undefined
  /** The field's first value, also in the HTML (a page without this script shows it). */
  value: string | undefined
}) {
  const value = useWatch({ control, name: field.name, disabled: !field.counter })
  const id = fieldId(formId, field.name)
  return (
    <FormField
      id={id}
      label={field.label}
      required={field.required}
      hint={field.hint}
      error={error}
      counter={field.counter ? { count: (value ?? '').length, max: field.maxLength } : undefined}
      className={cn(field.wide && 'sm:col-span-2')}
    >
      {(controlProps) =>
        field.kind === 'textarea' ? (
          <Textarea
            {...controlProps}
            defaultValue={posted}
            {...register(field.name)}
            rows={field.rows ?? 6}
            maxLength={field.maxLength}
          />
        ) : (
          <Input
            {...controlProps}
            defaultValue={posted}
            {...register(field.name)}
            type={field.kind}
            autoComplete={field.autoComplete}
            maxLength={field.kind === 'date' ? undefined : field.maxLength}
            min={field.min}
            max={field.max}
            inputMode={field.kind === 'tel' ? 'tel' : undefined}
          />
        )
      }
    </FormField>
  )
}

/** A field's element id: `complaint-company-name`. */
function fieldId(formId: string, name: string): string {
  return `${formId}-${name.replace(/_/g, '-')}`
}
