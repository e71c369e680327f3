/**
 * The HTTP side of a public form posted to its page without the page's script
 * (docs/decisions/023): which requests are taken (the form pages, urlencoded — or multipart up to
 * 16 MB on the pages whose form carries files — same-origin, a small body, a visitor within the
 * flood guard) and the short answers to those that are not.
 * Which pages have a form, and what the form does with its fields, is the renderer's
 * (src/app/form-posts.ts, named by the renderer's `formPaths`): `pages.ts` passes the fields on
 * and sends its answer.
 */
import type { IncomingMessage } from 'node:http'

import { SlidingWindowLimiter } from '../auth/rate-limit'
import { discardUnreadBody, HttpError, readBody } from '../http'
import { documentCsp } from '../security-headers'

/** The longest form is ≈ 10.6 KB of text (two 5000-character fields): urlencoded ≤ 3× that. */
const FORM_BODY_LIMIT = 64 * 1024
/** A form with files (complaint, appeal): three files of 5 MB, the text, and the framing. */
const FILE_FORM_BODY_LIMIT = 16 * 1024 * 1024
/** The file field of those forms. */
const FILE_FIELD = 'attachments'

/**
 * The server's own flood guard, before any body is read or page rendered: posts per visitor
 * address in ten minutes. Generous — the database's limits (5 submissions per hour per email,
 * 20 per address; 20 failed lookups per address) are the real ones, and answer with the page and
 * what was typed; this one only stops a flood from costing renders.
 */
const POST_WINDOW_MS = 10 * 60_000
const POSTS_PER_WINDOW = 30

interface Refusal {
  status: number
  headers: Record<string, string>
  html: string
}

const TEXTS: Record<number, [id: string, idText: string, en: string, enText: string]> = {
  403: [
    'Formulir ditolak',
    'Formulir ini hanya dapat dikirim dari halaman situs ini.',
    'Form refused',
    'This form can only be sent from this site’s own page.',
  ],
  413: [
    'Isian terlalu panjang',
    'Isian formulir melebihi batas. Kembali, persingkat teks, lalu kirim lagi.',
    'Too much text',
    'The form is longer than allowed. Go back, shorten the text and send it again.',
  ],
  415: [
    'Format tidak didukung',
    'Kirim formulir dari halamannya di situs ini.',
    'Unsupported format',
    'Send the form from its page on this site.',
  ],
  429: [
    'Terlalu banyak pengiriman',
    'Anda telah mengirim banyak formulir dalam waktu singkat. Silakan coba lagi dalam 10 menit.',
    'Too many submissions',
    'You have sent many forms in a short time. Please try again in 10 minutes.',
  ],
  503: [
    'Belum dapat dikirim',
    'Formulir belum dapat diproses saat ini. Kembali (isian Anda tetap ada) dan coba lagi.',
    'Not sent yet',
    'The form could not be processed just now. Go back (what you typed is still there) and try again.',
  ],
}

/**
 * A short page in both languages, no scripts, a way back to the form's page (`path`): never
 * stored, never indexed.
 */
export function refusal(status: number, path: string, extra: Record<string, string> = {}): Refusal {
  const [idTitle, idText, enTitle, enText] = TEXTS[status] ?? TEXTS[503]!
  const html = `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${idTitle}</title>
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.25rem;color:#1e293b;background:#fff}h1{font-size:1.5rem}a{color:#1d4ed8}@media (prefers-color-scheme:dark){body{color:#e2e8f0;background:#0f172a}a{color:#93c5fd}}</style></head>
<body><main><h1>${idTitle}</h1>
<p>${idText}</p>
<p lang="en"><strong>${enTitle}.</strong> ${enText}</p>
<p><a href="${path}">Kembali ke formulir / Back to the form</a> · <a href="/">Beranda / Home</a></p></main></body></html>
`
  return {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
      'content-security-policy': documentCsp(html),
      ...extra,
    },
    html,
  }
}

/**
 * A cross-site post is refused (CSRF): the browser's `Sec-Fetch-Site` must not say another
 * site, and `Origin`, when sent, must be this host's (or SITE_URL's). No cookie is involved —
 * the forms send as the anonymous visitor — but nobody else's page may send them in a
 * visitor's name. A client that sends neither header is not a browser, so not a CSRF vector.
 */
function crossSite(req: IncomingMessage, siteUrl: string | null | undefined): boolean {
  const fetchSite = req.headers['sec-fetch-site']
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true
  const origin = req.headers.origin
  if (origin === undefined) return false
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    return true // "null" (an opaque origin) and anything unparsable
  }
  if (host === req.headers.host) return false
  return !siteUrl || host !== new URL(siteUrl).host
}

export function createFormPosts(siteUrl: string | null | undefined) {
  const posts = new SlidingWindowLimiter(POST_WINDOW_MS, POSTS_PER_WINDOW)

  /**
   * The posted fields, or the refusal to send (the request's body left unread is discarded).
   * `visitor` is the client address the trusted proxies report.
   */
  async function read(
    req: IncomingMessage,
    url: URL,
    visitor: string,
    withFiles = false,
  ): Promise<{ fields: Record<string, string>; files: File[] } | Refusal> {
    const refuse = (status: number, extra?: Record<string, string>) => {
      discardUnreadBody(req)
      return refusal(status, url.pathname, extra)
    }
    if (crossSite(req, siteUrl)) return refuse(403)
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase()
    const multipart = withFiles && type === 'multipart/form-data'
    if (type !== 'application/x-www-form-urlencoded' && !multipart) return refuse(415)
    if (posts.blocked(visitor)) return refuse(429, { 'retry-after': String(POST_WINDOW_MS / 1000) })
    posts.record(visitor)
    let body: Buffer
    try {
      body = await readBody(
        req,
        multipart ? FILE_FORM_BODY_LIMIT : FORM_BODY_LIMIT,
        () => 'too large',
      )
    } catch (error) {
      if (error instanceof HttpError && error.status === 413)
        return refuse(413, { connection: 'close' })
      throw error
    }
    const fields: Record<string, string> = {}
    const files: File[] = []
    let entries: Iterable<[string, FormDataEntryValue]>
    if (multipart) {
      // The platform's parser (undici's FormData), not one of our own.
      try {
        entries = await new Request('http://form.local/', {
          method: 'POST',
          headers: { 'content-type': String(req.headers['content-type']) },
          body: new Uint8Array(body),
        }).formData()
      } catch {
        return refusal(415, url.pathname)
      }
    } else {
      entries = new URLSearchParams(body.toString('utf8'))
    }
    for (const [name, value] of entries) {
      if (typeof value !== 'string') {
        // A file input with nothing chosen still sends an empty, unnamed part.
        if (name === FILE_FIELD && (value.name || value.size > 0)) files.push(value)
        continue
      }
      // A repeated field keeps its first value.
      if (!Object.hasOwn(fields, name)) fields[name] = value
    }
    return { fields, files }
  }

  return { read }
}
