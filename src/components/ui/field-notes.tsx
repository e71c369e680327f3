import type { ReactNode } from 'react'

/**
 * A field's description and error under its control, with the ids its `aria-describedby`
 * points to (each paragraph only when there is something to say).
 */
export function FieldNotes({
  descriptionId,
  description,
  errorId,
  error,
}: {
  descriptionId: string | undefined
  description: ReactNode
  errorId: string | undefined
  error: string | undefined
}) {
  return (
    <>
      {description ? (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </>
  )
}
