/**
 * Security headers, in one place (docs/security.md): the set every response carries, the
 * Content-Security-Policy of the two HTML documents (hashes of the inline scripts the server
 * writes, computed from the final HTML, so a cached page stays byte-identical), the policy of
 * stored files, and Strict-Transport-Security when a trusted proxy says the visitor came over TLS.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

/** What the site does not use, turned off for every document and any frame it might be put in. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/** On every response of the site and the API. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  // API answers (JSON) are never documents: nothing in them may run or be framed.
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
}

/**
 * Stored files (uploads): never run script, never load anything but images, never framed —
 * the `sandbox` directive gives an opened file a unique origin, without the site's session.
 */
export const STORAGE_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

const HSTS = 'max-age=31536000; includeSubDomains'

/** Sets the base headers (and HSTS over TLS) before a service writes its answer. */
export function applyBaseHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  trustProxyHops: number,
): void {
  for (const [name, value] of Object.entries(BASE_HEADERS)) res.setHeader(name, value)
  if (cameOverTls(req, trustProxyHops)) res.setHeader('Strict-Transport-Security', HSTS)
}

/**
 * TLS at this process, or at the trusted proxy in front of it: the proto that proxy wrote is
 * the right-most `X-Forwarded-Proto` entry (a client-written value is further left).
 */
function cameOverTls(req: IncomingMessage, trustProxyHops: number): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true
  if (trustProxyHops < 1) return false
  const header = req.headers['x-forwarded-proto']
  const proto = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').pop()
  return proto?.trim().toLowerCase() === 'https'
}

/** Inline scripts that run (a `type` other than JavaScript, e.g. application/json data, does not). */
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi
const RUNS = /^\s*(?:|text\/javascript|module|application\/javascript)\s*$/i

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (!RUNS.test(type)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

export interface DocumentCspOptions {
  /** The Supabase API's origin when it is not this server's (a front in front of hosted Supabase): the scripts call it and the pages show its stored images. */
  apiOrigins?: string[]
}

/**
 * The policy of an HTML document: scripts only from this origin plus the exact inline scripts
 * in `html` (by hash, no nonce: the same HTML always gets the same header), no eval, no
 * plugins, no framing. Styles may be inline (the server inlines the stylesheet, the libraries
 * set style attributes); images may come from any https origin (content images linked by URL;
 * avatars are drawn on the page, never fetched).
 */
export function documentCsp(html: string, options: DocumentCspOptions = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...(options.apiOrigins ?? [])].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...(options.apiOrigins ?? [])].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}
