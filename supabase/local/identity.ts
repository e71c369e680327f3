/** Who is calling: the role and claims from the verified JWT, as PostgREST derives them. */
import type { IncomingMessage } from 'node:http'

import type { BackendConfig } from './config'
import { bearerToken } from './http'
import { type Claims, JwtError, verifyJwt } from './jwt'

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const

export interface Identity {
  role: string
  claims: Claims
  /** The verified token, when one was sent. */
  token?: string
}

/**
 * Reads `Authorization: Bearer` (else the `apikey` header) and verifies it.
 * No token → anon. Throws JwtError for a bad, expired or unknown-role token.
 */
export function identify(req: IncomingMessage, config: BackendConfig): Identity {
  const apikey = req.headers.apikey
  const token = bearerToken(req) ?? (typeof apikey === 'string' ? apikey : undefined)
  if (token === undefined) return { role: 'anon', claims: { role: 'anon' } }
  if (token === '') throw new JwtError('Empty JWT is sent in Authorization header', 'invalid')
  const claims = verifyJwt(token, config.jwtSecret)
  const role = typeof claims.role === 'string' ? claims.role : 'anon'
  if (!(API_ROLES as readonly string[]).includes(role))
    throw new JwtError(`role "${role}" does not exist`, 'invalid')
  return { role, claims, token }
}
