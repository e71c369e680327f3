/**
 * The site's signing key (Ed25519): what signs the register's checkpoints (chain.ts) and, later,
 * other statements the site makes about its register (signed proofs). The private key is a
 * 32-byte seed, written base64url: generated once per data folder and kept in its
 * `config.json` next to the JWT secret (config.ts), or given as REGISTER_SIGNING_KEY (a front,
 * or several servers that must sign alike). It never enters the database and is never sent
 * by the API; verifiers use the public key, as a JWK (`publicJwk`, `/.well-known/jwks.json`).
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  type KeyObject,
  randomBytes,
  sign,
  verify,
} from 'node:crypto'

/** An Ed25519 public key as a JWK (RFC 8037), with its RFC 7638 thumbprint as `kid`. */
export interface PublicJwk {
  kty: 'OKP'
  crv: 'Ed25519'
  x: string
  kid: string
  alg: 'EdDSA'
  use: 'sig'
}

export interface SigningKey {
  /** RFC 7638 thumbprint of the public key (base64url, 43 characters). */
  kid: string
  publicJwk: PublicJwk
  /** Ed25519 signature of the bytes (UTF-8 for a string), base64url without padding. */
  sign: (data: string | Uint8Array) => string
}

/** The DER header of a PKCS #8 Ed25519 private key; the 32-byte seed follows it. */
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex')

/** A new private key (its seed, base64url): `npm run register:key` prints one. */
export function generateSigningSeed(): string {
  return randomBytes(32).toString('base64url')
}

/** The key from its seed (base64url or base64 of 32 bytes); throws on anything else. */
export function loadSigningKey(seed: string): SigningKey {
  // Node's base64 decoder reads both alphabets (base64 and base64url).
  const bytes = Buffer.from(seed.trim(), 'base64')
  if (bytes.length !== 32)
    throw new Error(
      'REGISTER_SIGNING_KEY must be 32 bytes, base64url (npm run register:key makes one).',
    )
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519, bytes]),
    format: 'der',
    type: 'pkcs8',
  })
  const publicJwk = toPublicJwk(createPublicKey(privateKey))
  return {
    kid: publicJwk.kid,
    publicJwk,
    sign: (data) => sign(null, toBytes(data), privateKey).toString('base64url'),
  }
}

/** Whether `signature` (base64url) is the key's Ed25519 signature of `data`. */
export function verifySignature(
  jwk: Pick<PublicJwk, 'kty' | 'crv' | 'x'>,
  data: string | Uint8Array,
  signature: string,
): boolean {
  try {
    const key = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' })
    return verify(null, toBytes(data), key, Buffer.from(signature, 'base64url'))
  } catch {
    return false
  }
}

/** Where the site publishes its public signing keys, for anyone verifying what it signed. */
export const JWKS_PATH = '/.well-known/jwks.json'
export const JWKS_HEADERS = {
  'cache-control': 'public, max-age=300',
  'access-control-allow-origin': '*',
}

/** The JWK Set verifiers fetch (JWKS_PATH). */
export function jwks(keys: SigningKey[]): { keys: PublicJwk[] } {
  return { keys: keys.map((key) => key.publicJwk) }
}

function toPublicJwk(key: KeyObject): PublicJwk {
  const { x } = key.export({ format: 'jwk' }) as { x: string }
  // RFC 7638: the required members in lexicographic order, no spaces.
  const thumbprint = createHash('sha256')
    .update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url')
  return { kty: 'OKP', crv: 'Ed25519', x, kid: thumbprint, alg: 'EdDSA', use: 'sig' }
}

function toBytes(data: string | Uint8Array): Buffer {
  return typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data)
}
