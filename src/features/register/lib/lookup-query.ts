/**
 * A register query as the database searches it (private.lookup_text and
 * private.lookup_letters, migration 20261127100100): every Unicode space, control and format
 * character becomes one space, runs collapse, the ends are trimmed; a query needs at least
 * MIN_LOOKUP_LETTERS letters or digits. The pages check it before asking, the database again.
 */

/** The characters the database turns into a space (the same class as private.lookup_text). */
const BLANKS =
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  /[\s\x00-\x1f\x7f-\x9f\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]+/g
/** Letters and digits as private.lookup_letters counts them (ASCII, and U+00C0 onwards). */
const LETTERS = /[A-Za-z0-9\u00c0-\u{10ffff}]/gu

/** Fewest letters or digits a query needs (a number, a NIB or a company name). */
export const MIN_LOOKUP_LETTERS = 3

export function normalizeLookupQuery(value: string | null | undefined, maxLength = 200): string {
  return (value ?? '').replace(BLANKS, ' ').trim().slice(0, maxLength)
}

/** A normalised query with fewer than MIN_LOOKUP_LETTERS letters or digits (not empty). */
export function isLookupTooShort(query: string): boolean {
  return query !== '' && (query.match(LETTERS)?.length ?? 0) < MIN_LOOKUP_LETTERS
}
