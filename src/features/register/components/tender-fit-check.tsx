import { useQuery } from '@tanstack/react-query'
import { ClipboardCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { LANGUAGE_QUERY_PARAM } from '@/config/constants'
import { currentLanguage } from '@/lib/i18n'
import { cn } from '@/lib/utils'

import { tenderFitQuery } from '../api/tender-fit'
import {
  jakartaToday,
  QUALIFICATION_ORDER,
  TENDER_FIT_PARAMS,
  tenderFitErrorField,
  type TenderFitField,
  type TenderFitInput,
  tenderFitRequest,
} from '../lib/tender-fit'
import { TenderFitResult } from './tender-fit-result'

/** The section's anchor: the form goes back to it, so the answer is in view after a check. */
export const TENDER_FIT_ID = 'cek-tender'

const SELECT =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-[invalid=true]:border-destructive'

/**
 * The queries the verify page reads for a tender-fit check in its address (none without one,
 * or when the form's fields are wrong: then the page says which, without asking the database).
 */
export function tenderFitQueries(number: string, search: URLSearchParams) {
  const request = tenderFitRequest(search, jakartaToday())
  return request?.input ? [tenderFitQuery(number, request.input)] : []
}

/** The database's refusal of a field, in the page's language ("Kode … tidak dikenal"). */
function refusal(error: unknown, language: string) {
  const e = error as { message?: string; details?: string } | null
  return (language === 'en' ? e?.details : e?.message) || e?.message || ''
}

/** Stands for "no check asked" in the disabled query's key. */
const NO_CHECK: TenderFitInput = { code: '', qualification: 'kecil', on_date: '' }

/**
 * The verify page's tender-fit check: "does this SBU cover subclass X at qualification Y on
 * date D?" A plain GET form to the same page (works without JavaScript; the server renders
 * the answer from `check_tender_fit`), the answer in a polite live region. A field the
 * database refuses (an unknown code) gets the refusal as its error.
 */
export function TenderFitCheck({ number }: { number: string }) {
  const { t, i18n } = useTranslation('public')
  const language = currentLanguage(i18n)
  const [search] = useSearchParams()
  const { pathname } = useLocation()
  const today = jakartaToday()
  const request = tenderFitRequest(search, today)
  const input = request?.input ?? null
  const { data, error } = useQuery({
    ...tenderFitQuery(number, input ?? NO_CHECK),
    enabled: input !== null,
  })
  const values = request?.values ?? { code: '', qualification: '', on_date: today }
  const errors: Partial<Record<TenderFitField, string>> = {}
  for (const [field, key] of Object.entries(request?.errors ?? {}))
    errors[field as TenderFitField] = t(key as never)
  const refusedField = input && error ? tenderFitErrorField(error) : null
  if (refusedField) errors[refusedField] = refusal(error, language)

  let answer: ReactNode = null
  if (input && error && !refusedField)
    answer = (
      <p className="text-sm font-medium text-destructive">
        {(error as { code?: string }).code === 'PT429'
          ? t('register.rateLimited')
          : t('register.fit.errors.failed')}
      </p>
    )
  else if (input && data) answer = <TenderFitResult fit={data} />

  return (
    <section
      id={TENDER_FIT_ID}
      aria-labelledby="tender-fit-title"
      className="scroll-mt-24 space-y-5 rounded-xl border bg-card p-5 sm:p-6"
      data-testid="tender-fit"
    >
      <div className="space-y-1">
        <h2 id="tender-fit-title" className="flex items-center gap-2 text-xl font-semibold">
          <ClipboardCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {t('register.fit.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('register.fit.intro')}</p>
      </div>
      <TenderFitForm
        action={`${pathname}#${TENDER_FIT_ID}`}
        values={values}
        errors={errors}
        language={search.get(LANGUAGE_QUERY_PARAM) ? language : null}
      />
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="tender-fit-answer">
        {answer}
      </div>
    </section>
  )
}

function TenderFitForm({
  action,
  values,
  errors,
  language,
}: {
  action: string
  values: { code: string; qualification: string; on_date: string }
  errors: Partial<Record<TenderFitField, string>>
  /** The page's `?lng=`, kept by the form (a visitor without JavaScript keeps the language). */
  language: string | null
}) {
  const { t } = useTranslation('public')
  return (
    <form action={action} method="get" className="grid gap-4 md:grid-cols-3">
      {language ? <input type="hidden" name={LANGUAGE_QUERY_PARAM} value={language} /> : null}
      <FitField field="code" error={errors.code}>
        {(control) => (
          <Input
            {...control}
            name={TENDER_FIT_PARAMS.code}
            required
            maxLength={12}
            autoComplete="off"
            spellCheck={false}
            defaultValue={values.code}
            placeholder="BS001 / SI003"
            className="font-mono uppercase"
          />
        )}
      </FitField>
      <FitField field="qualification" error={errors.qualification}>
        {(control) => (
          <select
            {...control}
            name={TENDER_FIT_PARAMS.qualification}
            required
            defaultValue={values.qualification}
            className={SELECT}
          >
            <option value="">{t('register.fit.choose')}</option>
            {QUALIFICATION_ORDER.map((q) => (
              <option key={q} value={q}>
                {t(`register.qualifications.${q}`)}
              </option>
            ))}
          </select>
        )}
      </FitField>
      <FitField field="on_date" error={errors.on_date}>
        {(control) => (
          <Input
            {...control}
            name={TENDER_FIT_PARAMS.date}
            type="date"
            required
            min="2000-01-01"
            max="2100-12-31"
            defaultValue={values.on_date}
          />
        )}
      </FitField>
      <div className="md:col-span-3">
        <Button type="submit" className="w-full sm:w-auto">
          {t('register.fit.submit')}
        </Button>
      </div>
    </form>
  )
}

/** Each field's control id, label and hint. */
const FIT_FIELDS = {
  code: { id: 'tender-fit-code', label: 'register.fit.code', hint: 'register.fit.codeHint' },
  qualification: {
    id: 'tender-fit-qualification',
    label: 'register.fit.qualification',
    hint: 'register.fit.qualificationHint',
  },
  on_date: { id: 'tender-fit-date', label: 'register.fit.date', hint: 'register.fit.dateHint' },
} as const satisfies Record<TenderFitField, { id: string; label: string; hint: string }>

/**
 * A field of the check: its label, the control (named by its hint and its error), its hint and
 * the error the check gave it.
 */
function FitField({
  field,
  error,
  children,
}: {
  field: TenderFitField
  error: string | undefined
  /** The control, given its id and what describes it. */
  children: (control: {
    id: string
    'aria-invalid': true | undefined
    'aria-describedby': string
  }) => ReactNode
}) {
  const { t } = useTranslation('public')
  const { id: inputId, label, hint } = FIT_FIELDS[field]
  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
        {t(label)}
      </label>
      {children({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': cn(`tender-fit-${field}-hint`, error && `tender-fit-${field}-error`),
      })}
      <p id={`tender-fit-${field}-hint`} className="mt-1.5 text-xs text-muted-foreground">
        {t(hint)}
      </p>
      {error ? (
        <p id={`tender-fit-${field}-error`} className="mt-1.5 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
