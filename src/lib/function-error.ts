/**
 * A refusal of one of the project's edge functions (`create-admin-user`, `manage-users`): the
 * HTTP status, the function's `code`, the offending `field` and its (Indonesian) `error` text.
 * `code: 'network'` when no answer came. The staff app shows it through its one error mapping
 * (`errors.functions.<code>`), so the text follows the user's language.
 */
export class EdgeFunctionError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly field: string | undefined,
    message: string,
  ) {
    super(message)
    this.name = 'EdgeFunctionError'
  }
}

/**
 * Turns what `supabase.functions.invoke` returned as `error` into an EdgeFunctionError: an HTTP
 * answer (`FunctionsHttpError`, `FunctionsRelayError`: `context` is the Response) with the
 * function's JSON, else no answer at all (`code: 'network'`). `code` is '' when the answer
 * carried none (a proxy's error page).
 */
export async function toEdgeFunctionError(error: Error): Promise<EdgeFunctionError> {
  const context: unknown = (error as { context?: unknown }).context
  if (context instanceof Response) {
    const response = context
    let payload: { error?: unknown; code?: unknown; field?: unknown } = {}
    try {
      payload = (await response.json()) as typeof payload
    } catch {
      // Not JSON (a proxy's error page): keep the status.
    }
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)
    return new EdgeFunctionError(
      response.status,
      text(payload.code) ?? '',
      text(payload.field),
      text(payload.error) ?? error.message,
    )
  }
  return new EdgeFunctionError(0, 'network', undefined, error.message)
}
