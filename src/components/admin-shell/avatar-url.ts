/**
 * External avatar service; the seed is a hash, never the email itself
 * (docs/product.md#avatar-privacy).
 */
export const AVATAR_SERVICE_URL = 'https://api.dicebear.com/9.x/initials/svg'

/** Lower-case hex SHA-256 of the trimmed, lower-cased email. */
export async function emailHash(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase())
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

export async function avatarUrlFor(email: string): Promise<string> {
  return `${AVATAR_SERVICE_URL}?seed=${await emailHash(email)}`
}

/** Up to two initials from a name (or an email's local part). */
export function initialsOf(name: string): string {
  const base = name.includes('@') ? (name.split('@')[0] ?? name) : name
  const words = base.split(/[\s._-]+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0]![0], words[1]![0]] : [base.slice(0, 2)]
  return letters.join('').toUpperCase() || '?'
}
