import type { TrackedSubmission } from '@/types/database'

/**
 * A public form as the server handled it when the page's script had not taken over (JavaScript
 * off, or a submit before the island ran): src/app/form-posts.ts makes it, the form's island
 * renders it (its `posted` prop) on the server and keeps it in the browser.
 */
export interface Posted {
  /** What the visitor typed, by field name. */
  values?: Record<string, string>
  /** Field → message, stored as the form stores its own (lib/field-message.ts). */
  errors?: Record<string, string>
  /** A form-level refusal: the rate limit, or the API failed. */
  alert?: 'rate_limited' | 'network' | 'unknown'
  /** Sent (the page after the redirect): the reference number. */
  reference?: string
  /** The status lookup's answer (null: nothing matched). */
  result?: TrackedSubmission | null
}

/**
 * What is in a field of the server's form when the island takes over: the visitor may have typed
 * (or corrected) before the script arrived, and the island starts from that, not from the HTML's
 * value. Undefined on the server and for a field not on the page.
 */
export function typedValue(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  return (document.getElementById(id) as HTMLInputElement | null)?.value
}
