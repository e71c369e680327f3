/**
 * Signing a checkpoint of the certificate register's status-event chain with the site's key
 * (ADR 024): the same Ed25519 key, key id and canonical text as the server's own signer
 * (supabase/local/register/signing.ts and chain.ts), kept here so that the function's bundle
 * needs nothing outside supabase/functions. tests/api/register-checkpoint-function.test.ts
 * verifies what this signs with the register's verifier.
 */
import { Buffer } from 'node:buffer'
import { createHash, createPrivateKey, createPublicKey, sign } from 'node:crypto'

/** The DER header of a PKCS #8 Ed25519 private key; the 32-byte seed follows it. */
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex')

export interface CheckpointSigner {
  kid: string
  sign: (text: string) => string
}

export function checkpointSigner(seed: string): CheckpointSigner {
  const bytes = Buffer.from(seed.trim(), 'base64')
  if (bytes.length !== 32) throw new Error('REGISTER_SIGNING_KEY must be 32 bytes, base64url')
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519, bytes]),
    format: 'der',
    type: 'pkcs8',
  })
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' }) as { x: string }
  // RFC 7638 thumbprint, as the server's key id.
  const kid = createHash('sha256')
    .update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url')
  return {
    kid,
    sign: (text) => sign(null, Buffer.from(text, 'utf8'), privateKey).toString('base64url'),
  }
}

/** The text a checkpoint's signature covers (chain.ts `checkpointCanonical`). */
export function checkpointText(c: {
  event_count: number
  head_hash: string
  signed_at: string
  key_id: string
}): string {
  return [
    'lsbu-register-checkpoint/1',
    `event_count: ${c.event_count}`,
    `head_hash: ${c.head_hash}`,
    `signed_at: ${new Date(c.signed_at).toISOString()}`,
    `key_id: ${c.key_id}`,
  ].join('\n')
}
