import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'

/** The props a field's control needs to be labelled and tied to its hint, counter and error. */
export interface ControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
  'aria-required': boolean | undefined
}

interface FormFieldProps {
  id: string
  label: string
  required?: boolean
  hint?: string
  /** The error text, already resolved to the active language. */
  error?: string
  /** Live character count for long fields. */
  counter?: { count: number; max: number }
  className?: string
  children: (control: ControlProps) => ReactNode
}

/** One labelled form row: label, control, hint, character counter and the field's error. */
export function FormField({
  id,
  label,
  required = false,
  hint,
  error,
  counter,
  className,
  children,
}: FormFieldProps) {
  const { t } = useTranslation('public')
  const hintId = hint ? `${id}-hint` : undefined
  const counterId = counter ? `${id}-counter` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId, counterId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id} className="flex items-baseline gap-1">
        {label}
        {required ? (
          <>
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
            <span className="sr-only">({t('forms.requiredMark')})</span>
          </>
        ) : (
          <span className="text-xs font-normal leading-none text-muted-foreground">
            ({t('forms.optional')})
          </span>
        )}
      </Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {hint || counter ? (
        <div className="flex items-start justify-between gap-4 text-xs text-muted-foreground">
          {hint ? <p id={hintId}>{hint}</p> : <span />}
          {counter ? (
            <p
              id={counterId}
              className={cn(
                'shrink-0 tabular-nums',
                counter.count > counter.max && 'font-medium text-destructive',
              )}
            >
              {t('forms.counter', { count: counter.count, max: counter.max })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
