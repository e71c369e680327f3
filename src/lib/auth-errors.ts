/**
 * GoTrue's error codes the app can meet (sign-in, password change, sessions) → the message key
 * in the `admin` namespace (`errors.auth.<code>`). Small on purpose: the auth context, which
 * ships in the public bundle, uses it; the staff app's one error mapping
 * (src/lib/resource/db-errors.ts) delegates auth errors here.
 */
export const AUTH_ERROR_CODES = [
  'invalid_credentials',
  'email_not_confirmed',
  'user_banned',
  'over_request_rate_limit',
  'over_email_send_rate_limit',
  'weak_password',
  'same_password',
  'current_password_required',
  'current_password_invalid',
  'reauthentication_needed',
  'email_exists',
  'user_already_exists',
  'email_address_invalid',
  'validation_failed',
  'signup_disabled',
  'email_provider_disabled',
  'phone_provider_disabled',
  'user_not_found',
  'not_admin',
  'session_not_found',
  'session_expired',
  'refresh_token_not_found',
  'refresh_token_already_used',
  'bad_jwt',
  'no_authorization',
  'request_timeout',
] as const

export interface AuthErrorLike {
  name?: string
  code?: string
  status?: number
  message?: string
}

/** An error thrown or returned by supabase-js' auth client (`AuthError` and its subclasses). */
export function isAuthError(error: unknown): error is AuthErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    ('__isAuthError' in error || /^Auth[A-Za-z]*Error$/.test((error as AuthErrorLike).name ?? ''))
  )
}

/**
 * The message for an auth error: `errors.auth.<code>` for a known code, `errors.network` when the
 * auth server could not be reached, `errors.sessionExpired` for a missing session; otherwise
 * `errors.generic` with the code (and status) as the short technical detail.
 */
export function describeAuthError(error: AuthErrorLike): { key: string; detail?: string } {
  const code = error.code ?? ''
  if ((AUTH_ERROR_CODES as readonly string[]).includes(code)) return { key: `errors.auth.${code}` }
  if (error.name === 'AuthRetryableFetchError' || error.status === 0)
    return { key: 'errors.network' }
  if (error.name === 'AuthSessionMissingError') return { key: 'errors.sessionExpired' }
  if (error.name === 'AuthWeakPasswordError') return { key: 'errors.auth.weak_password' }
  if (error.status === 429) return { key: 'errors.auth.over_request_rate_limit' }
  const detail = [code || error.name, error.status].filter(Boolean).join(' ')
  return { key: 'errors.generic', detail: detail || undefined }
}
