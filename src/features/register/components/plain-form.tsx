import type { ReactNode } from 'react'

import { LANGUAGE_QUERY_PARAM } from '@/config/constants'
import { cn } from '@/lib/utils'

/**
 * An address of the register's plain (server-posted) pages with the page's `?lng=` kept, so a
 * visitor without JavaScript stays in their language.
 */
export const withLanguage = (path: string, lng: string | null) =>
  lng ? `${path}?${LANGUAGE_QUERY_PARAM}=${encodeURIComponent(lng)}` : path

/**
 * One of those forms: posted (multipart, for a file) to the page itself, where the server
 * answers it (src/entry-server.tsx `submit`) with or without JavaScript.
 */
export function PostedForm({
  action,
  className,
  testId,
  children,
}: {
  action: string
  /** Its spacing; the card look is the form's own. */
  className: string
  testId: string
  children: ReactNode
}) {
  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      className={cn(className, 'rounded-xl border bg-card p-5')}
      data-testid={testId}
    >
      {children}
    </form>
  )
}

/** The file input of those forms (the CSV of keys, the proof to check). */
export const FILE_INPUT_CLASS =
  'block w-full rounded-md border bg-background p-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-muted file:px-3 file:py-1.5 file:text-foreground'

/**
 * A field of those forms: its label, its hint (`<id>-hint`, which the control names in
 * `aria-describedby`), then the control and whatever follows it.
 */
export function HintedField({
  id,
  label,
  hint,
  children,
}: {
  id: string
  label: ReactNode
  hint: ReactNode
  children: ReactNode
}) {
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      {children}
    </div>
  )
}
