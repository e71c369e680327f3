/** Input checks shared by the functions; the same rules as the database's is_email(). */
const EMAIL_RE =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i

export const PASSWORD_MIN = 8
/** bcrypt ignores bytes past 72. */
export const PASSWORD_MAX = 72

export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && EMAIL_RE.test(value)
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase()
}

/** A readable temporary password: 16 characters, no look-alikes (0/O, 1/l/I). */
export function temporaryPassword(length = 16): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
  const bytes = new Uint8Array(length)
  crypto.getRandomValues(bytes)
  let out = ''
  // 256 is not a multiple of the alphabet size: drop the biased tail of byte values.
  const limit = 256 - (256 % alphabet.length)
  for (let i = 0; out.length < length; i++) {
    if (i >= bytes.length) {
      crypto.getRandomValues(bytes)
      i = 0
    }
    if (bytes[i] < limit) out += alphabet[bytes[i] % alphabet.length]
  }
  return out
}
