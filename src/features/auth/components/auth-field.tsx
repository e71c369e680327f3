import type { ReactNode } from 'react'
import { FieldNotes } from '@/components/ui/field-notes'
import { Label } from '@/components/ui/label'

export interface AuthFieldProps {
  id: string
  label: string
  error?: string
  hint?: string
  /** Renders the control with the ids it must point to. */
  children: (describedBy: string | undefined) => ReactNode
}

/** Label, control, hint and error, with the error tied to the control (aria-describedby). */
export function AuthField({ id, label, error, hint, children }: AuthFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children(describedBy)}
      <FieldNotes descriptionId={hintId} description={hint} errorId={errorId} error={error} />
    </div>
  )
}
