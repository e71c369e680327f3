/** HS256 JSON Web Tokens with node:crypto, the way Supabase's legacy JWT secret signs them. */
import { createHmac, timingSafeEqual } from 'node:crypto'

export type Claims = Record<string, unknown> & {
  role?: string
  sub?: string
  exp?: number
  iat?: number
}

export class JwtError extends Error {
  constructor(
    message: string,
    /** 'invalid' for a token that cannot be parsed or verified, 'expired' for a valid but expired one. */
    readonly kind: 'invalid' | 'expired',
  ) {
    super(message)
  }
}

const b64url = (input: Buffer | string) => Buffer.from(input).toString('base64url')

export function signJwt(payload: Claims, secret: string): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const body = b64url(JSON.stringify(payload))
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url')
  return `${header}.${body}.${signature}`
}

/** Verifies signature (HS256 only: `alg: none` and others are refused) and expiry. */
export function verifyJwt(token: string, secret: string, { clockSkewSeconds = 30 } = {}): Claims {
  const parts = token.split('.')
  if (parts.length !== 3)
    throw new JwtError('Expected 3 parts in JWT; got ' + parts.length, 'invalid')
  const [header, body, signature] = parts as [string, string, string]
  let parsedHeader: { alg?: string }
  let claims: Claims
  try {
    parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    throw new JwtError('JWT cannot be decoded', 'invalid')
  }
  if (parsedHeader.alg !== 'HS256')
    throw new JwtError('Wrong or unsupported encoding algorithm', 'invalid')
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('JWT cryptographic operation failed', 'invalid')
  }
  if (typeof claims !== 'object' || claims === null)
    throw new JwtError('JWT claims are not an object', 'invalid')
  const now = Math.floor(Date.now() / 1000)
  if (typeof claims.exp === 'number' && now - clockSkewSeconds > claims.exp)
    throw new JwtError('JWT expired', 'expired')
  return claims
}
