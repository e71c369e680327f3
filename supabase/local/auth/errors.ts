/**
 * GoTrue's error JSON. auth-js sends `X-Supabase-Api-Version: 2024-01-01`, so GoTrue answers
 * `{code: "<error_code>", message}` plus the version and `x-sb-error-code` headers; the legacy
 * fields (`error_code`, `msg`) are included too so older clients read the same error.
 */
import type { ServerResponse } from 'node:http'

import { HttpError, sendJson } from '../http'

export const API_VERSION = '2024-01-01'

export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): HttpError {
  return new HttpError(
    status,
    { code, error_code: code, msg: message, message, ...extra },
    { 'X-Supabase-Api-Version': API_VERSION, 'x-sb-error-code': code },
  )
}

export const errors = {
  badJson: (detail: string) =>
    authError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  noAuthorization: () =>
    authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) =>
    authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  missingSub: () => authError(403, 'bad_jwt', 'invalid claim: missing sub claim'),
  userFromJwtMissing: () =>
    authError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionFromJwtMissing: () =>
    authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  notAdmin: () => authError(403, 'not_admin', 'User not allowed'),
  invalidCredentials: () => authError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => authError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: () => authError(400, 'user_banned', 'User is banned'),
  weakPassword: (min: number) =>
    authError(422, 'weak_password', `Password should be at least ${min} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  /** GoTrue's answer for a leaked password; here for one the estimator guesses easily. */
  guessablePassword: () =>
    authError(
      422,
      'weak_password',
      'Password is known to be weak and easy to guess, please choose a different one.',
      { weak_password: { reasons: ['pwned'] } },
    ),
  /** GoTrue with `update_password_require_current_password`: both codes share the message. */
  currentPasswordRequired: (what: 'password' | 'email' = 'password') =>
    authError(
      400,
      'current_password_required',
      what === 'email'
        ? 'Current password required when changing email.'
        : 'Current password required when setting new password.',
    ),
  currentPasswordInvalid: (what: 'password' | 'email' = 'password') =>
    authError(
      400,
      'current_password_invalid',
      what === 'email'
        ? 'Current password required when changing email.'
        : 'Current password required when setting new password.',
    ),
  samePassword: () =>
    authError(422, 'same_password', 'New password should be different from the old password.'),
  emailExists: () =>
    authError(422, 'email_exists', 'A user with this email address has already been registered'),
  userAlreadyExists: () => authError(422, 'user_already_exists', 'User already registered'),
  invalidEmail: () =>
    authError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  validation: (message: string) => authError(400, 'validation_failed', message),
  refreshTokenNotFound: () =>
    authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  refreshSessionMissing: () =>
    authError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
  signupDisabled: () => authError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  rateLimited: () => authError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  adminUserNotFound: () => authError(404, 'user_not_found', 'User not found'),
  phoneDisabled: () =>
    authError(
      400,
      'phone_provider_disabled',
      'Phone logins are disabled: the embedded backend supports email and password only',
    ),
}

export type Body = Record<string, unknown>

/** A GoTrue JSON answer, with the API version header auth-js reads error codes by. */
export function reply(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  sendJson(res, status, body, { 'X-Supabase-Api-Version': API_VERSION, ...headers })
}
