/**
 * Avatars are drawn here, never fetched: initials on a colour derived from the email, so no
 * request (and nothing about the user) leaves the site and an offline admin logs no error
 * (docs/product.md#avatar-privacy).
 */

/** 32-bit FNV-1a of a string: small, stable, and the same in every browser. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/**
 * The avatar's background for a user: a hue taken from the trimmed, lower-cased email (or id),
 * dark enough that white initials keep well above 4.5:1 contrast in both themes.
 */
export function avatarColorFor(seed: string): string {
  const hue = fnv1a(seed.trim().toLowerCase()) % 360
  return `hsl(${hue} 55% 30%)`
}

/** Up to two initials from a name (or an email's local part). */
export function initialsOf(name: string): string {
  const base = name.includes('@') ? (name.split('@')[0] ?? name) : name
  const words = base.split(/[\s._-]+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0]![0], words[1]![0]] : [base.slice(0, 2)]
  return letters.join('').toUpperCase() || '?'
}
