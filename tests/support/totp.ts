import { createHmac } from 'node:crypto'

/**
 * A TOTP code (RFC 6238: SHA-1, 6 digits, 30 s steps) from a base32 secret, written here
 * independently of the server's code (supabase/local/auth/mfa.ts) so that the tests check it
 * rather than repeat it. `offsetSteps` moves the clock by whole 30 s steps.
 */
export function totp(secret: string, offsetSteps = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const ch of secret.replace(/=+$/, ''))
    bits += alphabet.indexOf(ch).toString(2).padStart(5, '0')
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)))
  const msg = Buffer.alloc(8)
  msg.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offsetSteps))
  const h = createHmac('sha1', key).update(msg).digest()
  const o = h[h.length - 1]! & 15
  return String((h.readUInt32BE(o) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}
