/** Why a submission failed, in the terms the form needs to react. */
export type SubmissionFailure =
  | { kind: 'field'; field: string; messageId: string; messageEn: string }
  | { kind: 'rate_limited' }
  | { kind: 'network' }
  | { kind: 'unknown'; message: string }

/** Thrown by the submit requests; `failure` says how the form should show it. */
export class SubmissionError extends Error {
  readonly failure: SubmissionFailure
  constructor(failure: SubmissionFailure) {
    super(failure.kind)
    this.name = 'SubmissionError'
    this.failure = failure
  }
}

interface PostgrestLikeError {
  message?: string
  details?: string | null
  hint?: string | null
  code?: string
}

/**
 * Maps a PostgREST error (and the HTTP status) to a failure kind: 22023 with
 * `hint: 'field:<arg>'` → that field; 429 / PT429 / `rate_limited` → rate limited; status 0
 * (supabase-js' answer when fetch itself failed) → network.
 */
export function toSubmissionFailure(
  error: PostgrestLikeError,
  status: number | undefined,
): SubmissionFailure {
  const hint = error.hint ?? ''
  if (hint.startsWith('field:')) {
    return {
      kind: 'field',
      field: hint.slice('field:'.length),
      messageId: error.message ?? '',
      messageEn: error.details || error.message || '',
    }
  }
  if (status === 429 || error.code === 'PT429' || hint === 'rate_limited') {
    return { kind: 'rate_limited' }
  }
  if (!status) return { kind: 'network' }
  return { kind: 'unknown', message: error.message ?? '' }
}
