/**
 * The metadata an upload gives that is later sent back as a response header — its
 * Cache-Control and Content-Type — checked against HTTP's grammar (RFC 9110: tokens, quoted
 * strings, no control characters) before anything is stored. A value that is not a well-formed
 * header (a CR/LF that would split the response, a `<`, a bare `;`…) is refused with 400 at
 * upload, so no stored object can make a download fail or carry a header of the uploader's
 * making. User metadata (the `metadata` field or `x-metadata` header) must be a JSON object.
 */
import { storageError } from './errors'

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+"
const QUOTED = '"(?:[\\t !#-\\[\\]-~]|\\\\[\\t -~])*"'
const DIRECTIVE = `${TOKEN}(?:=(?:${TOKEN}|${QUOTED}))?`
/** `max-age=3600`, `public, max-age=31536000, immutable`, `no-cache="set-cookie"` */
const CACHE_CONTROL = new RegExp(`^${DIRECTIVE}(?:[ \\t]*,[ \\t]*${DIRECTIVE})*$`)
/** `image/png`, `text/plain;charset=UTF-8`, `text/plain; charset="utf-8"` */
const MEDIA_TYPE = new RegExp(
  `^${TOKEN}/${TOKEN}(?:[ \\t]*;[ \\t]*${TOKEN}=(?:${TOKEN}|${QUOTED}))*$`,
)
const MAX_LENGTH = 256

function invalid(header: string, value: string) {
  return storageError(
    400,
    'InvalidRequest',
    `Invalid ${header}: ${JSON.stringify(value.slice(0, 60))} is not a valid header value`,
    'invalid_header',
  )
}

const wellFormed = (pattern: RegExp, value: string) =>
  value.length <= MAX_LENGTH && pattern.test(value)

/** The Cache-Control to store (surrounding spaces trimmed); 400 unless well-formed. */
export function checkedCacheControl(value: string): string {
  const trimmed = value.replace(/^[ \t]+|[ \t]+$/g, '')
  if (!wellFormed(CACHE_CONTROL, trimmed)) throw invalid('cache-control', value)
  return trimmed
}

/** The Content-Type to store (surrounding spaces trimmed); 400 unless a well-formed media type. */
export function checkedContentType(value: string): string {
  const trimmed = value.replace(/^[ \t]+|[ \t]+$/g, '')
  if (!wellFormed(MEDIA_TYPE, trimmed)) throw invalid('content-type', value)
  return trimmed
}

/** Whether a stored value may be sent as that header (objects stored before these checks). */
export function isHeaderValue(kind: 'cache-control' | 'content-type', value: string): boolean {
  return wellFormed(kind === 'cache-control' ? CACHE_CONTROL : MEDIA_TYPE, value)
}

/** User metadata as sent (JSON text): a JSON object, else 400. */
export function parseUserMetadata(text: string): Record<string, unknown> {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw storageError(400, 'InvalidRequest', 'metadata is not valid JSON')
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw storageError(400, 'InvalidRequest', 'metadata must be a JSON object')
  return parsed as Record<string, unknown>
}
