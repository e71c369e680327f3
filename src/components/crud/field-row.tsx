import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'

import { FieldNotes } from '@/components/ui/field-notes'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'

/** Props a control needs to be labelled and tied to its description and error. */
export interface FieldControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
  'aria-required': boolean | undefined
}

/** Translates a validation message: an i18n key (optionally `key:max`) or plain text. */
export function useFieldMessage() {
  const { t, i18n } = useTranslation('admin')
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined
    const match = /^([a-zA-Z]+(?:\.[\w-]+)+)(?::(\d+))?$/.exec(message)
    if (match && i18n.exists(match[1] as string, { ns: 'admin' })) {
      return t(match[1] as 'crud.validation.required', { max: match[2] })
    }
    return message
  }
}

export interface FieldRowProps {
  label: string
  required?: boolean
  description?: ReactNode
  /** The error message (i18n key or text), e.g. `formState.errors.title?.message`. */
  error?: string
  className?: string
  /** Stable id for the control (default: generated). */
  id?: string
  /** Renders the control with its id and aria props. */
  children: (control: FieldControlProps) => ReactNode
}

/**
 * One form field: label (with * when required), the control, a description and the error,
 * tied together with `aria-describedby`/`aria-invalid`. Every kit form field renders through it.
 */
export function FieldRow({
  label,
  required,
  description,
  error,
  className,
  id,
  children,
}: FieldRowProps) {
  const generated = useId()
  const controlId = id ?? generated
  const message = useFieldMessage()(error)
  const descriptionId = description ? `${controlId}-description` : undefined
  const errorId = message ? `${controlId}-error` : undefined
  return (
    // content-start: in a row of fields a taller neighbour must not stretch this one's rows
    // (its control would sit lower than the neighbour's).
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required ? (
          <span className="text-destructive" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {children({
        id: controlId,
        'aria-invalid': Boolean(message),
        'aria-describedby': [errorId, descriptionId].filter(Boolean).join(' ') || undefined,
        'aria-required': required || undefined,
      })}
      <FieldNotes
        descriptionId={descriptionId}
        description={description}
        errorId={errorId}
        error={message}
      />
    </div>
  )
}
