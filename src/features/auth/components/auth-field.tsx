import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { FieldNotes } from '@/components/ui/field-notes'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

import { PasswordInput } from './password-input'

export interface AuthFieldProps {
  id: string
  label: string
  error?: string
  /** The form holds an error for the field (`aria-invalid`). */
  invalid: boolean
  hint?: string
  /** Renders the control with its id and aria props. */
  children: (control: AuthControlProps) => ReactNode
}

/** What a control needs to be labelled and tied to its hint and error. */
export interface AuthControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** Label, control, hint and error, with the error tied to the control (aria-describedby). */
export function AuthField({ id, label, error, invalid, hint, children }: AuthFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': invalid ? true : undefined,
        'aria-describedby': describedBy,
      })}
      <FieldNotes descriptionId={hintId} description={hint} errorId={errorId} error={error} />
    </div>
  )
}

/** The account's email (a password manager's username), in the login and first-admin forms. */
export function AuthEmailField({
  id,
  label,
  error,
  invalid,
  registration,
}: {
  id: string
  label: string
  error: string | undefined
  invalid: boolean
  registration: UseFormRegisterReturn
}) {
  return (
    <AuthField id={id} label={label} error={error} invalid={invalid}>
      {(control) => (
        <Input
          {...control}
          type="email"
          autoComplete="username"
          inputMode="email"
          {...registration}
        />
      )}
    </AuthField>
  )
}

/** A new password (up to bcrypt's 72 bytes), in the set-password form. */
export function AuthNewPasswordField({
  id,
  label,
  hint,
  error,
  invalid,
  registration,
}: {
  id: string
  label: string
  hint?: string
  error: string | undefined
  invalid: boolean
  registration: UseFormRegisterReturn
}) {
  return (
    <AuthField id={id} label={label} hint={hint} error={error} invalid={invalid}>
      {(control) => (
        <PasswordInput {...control} autoComplete="new-password" maxLength={72} {...registration} />
      )}
    </AuthField>
  )
}
