/** No look-alikes (0/O, 1/l/I), so a generated password can be read aloud and typed. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'

/** A random password from the browser's cryptographic generator (about 94 bits for 16). */
export function generatePassword(length = 16): string {
  const values = crypto.getRandomValues(new Uint32Array(length))
  return Array.from(values, (n) => ALPHABET[n % ALPHABET.length]).join('')
}
