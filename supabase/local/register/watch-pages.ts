/**
 * The register watch's pages on the server (docs/product.md#register-watch), short
 * documents in the visitor's language (`?lng=en`), never cached or indexed:
 *   - POST /layanan/cek-sbu/pantau: the verify page's "Beri tahu saya" form without JavaScript
 *     (email, number, scope, lng): public.watch_register through this backend's API with the
 *     visitor's address (the database's limits count it), then "check your inbox" or why not.
 *   - /layanan/cek-sbu/pantau/konfirmasi?token=…: GET shows a button that POSTs; the POST
 *     confirms (public.confirm_register_watch). A link scanner following the link confirms
 *     nothing.
 *   - /layanan/cek-sbu/pantau/berhenti?token=…: the unsubscribe link of every watch mail and its
 *     List-Unsubscribe header. A POST unsubscribes at once (RFC 8058 one-click: the mail client
 *     posts `List-Unsubscribe=One-Click`, from anywhere: the token is the authority); a GET
 *     shows a button that POSTs.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { discardUnreadBody, HttpError, readBody } from '../http'
import { documentCsp } from '../security-headers'

export const WATCH_PATH = '/layanan/cek-sbu/pantau'
const WATCH_CONFIRM_PATH = `${WATCH_PATH}/konfirmasi`
const WATCH_END_PATH = `${WATCH_PATH}/berhenti`

type Lang = 'id' | 'en'

const TEXT = {
  id: {
    back: 'Kembali ke halaman verifikasi',
    home: 'Beranda',
    sentTitle: 'Periksa email Anda',
    sent: 'Kami mengirim email konfirmasi ke {email}. Buka tautan di dalamnya dalam 48 jam untuk mengaktifkan pemberitahuan. Tanpa konfirmasi tidak ada email lain yang dikirim.',
    failedTitle: 'Permintaan belum dapat diproses',
    failed: 'Permintaan pemberitahuan belum dapat diproses. Coba lagi sebentar lagi.',
    confirmTitle: 'Konfirmasi pemberitahuan',
    confirmAsk:
      'Tekan tombol di bawah untuk mulai menerima pemberitahuan email tentang SBU yang Anda pilih.',
    confirmButton: 'Ya, kirimi saya pemberitahuan',
    confirmedTitle: 'Pemberitahuan aktif',
    confirmed:
      'Terima kasih. Anda akan menerima email tentang {target}: setiap perubahan status, 30 hari sebelum masa berlakunya berakhir, dan bila surveilansnya terlambat. Setiap email memuat tautan untuk berhenti.',
    invalidTitle: 'Tautan tidak berlaku',
    endTitle: 'Berhenti menerima pemberitahuan',
    endAsk:
      'Tekan tombol di bawah untuk berhenti menerima email pemberitahuan ini. Data pemantauan Anda langsung dihapus.',
    endButton: 'Berhenti menerima email',
    endedTitle: 'Anda sudah berhenti',
    ended:
      'Anda tidak akan menerima email pemberitahuan ini lagi. Alamat email Anda untuk pemantauan ini sudah dihapus.',
  },
  en: {
    back: 'Back to the verify page',
    home: 'Home',
    sentTitle: 'Check your email',
    sent: 'We sent a confirmation email to {email}. Open the link in it within 48 hours to turn the alerts on. Without confirmation no other email is sent.',
    failedTitle: 'The request could not be processed',
    failed: 'The alert request could not be processed yet. Please try again shortly.',
    confirmTitle: 'Confirm alerts',
    confirmAsk: 'Press the button below to start receiving email alerts about the SBU you chose.',
    confirmButton: 'Yes, send me alerts',
    confirmedTitle: 'Alerts are on',
    confirmed:
      'Thank you. You will receive emails about {target}: every status change, 30 days before its validity ends, and when its surveillance is overdue. Every email has a link to stop them.',
    invalidTitle: 'Link not valid',
    endTitle: 'Stop alerts',
    endAsk: 'Press the button below to stop these email alerts. Your watch is deleted at once.',
    endButton: 'Stop these emails',
    endedTitle: 'You have unsubscribed',
    ended:
      'You will not receive these email alerts any more. Your email address for this watch has been deleted.',
  },
} as const

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** `data-ready`: no script takes over these pages (the app's marker, src/main.tsx). */
function page(lang: Lang, title: string, body: string): string {
  const t = TEXT[lang]
  return `<!doctype html>
<html lang="${lang}" data-ready><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.25rem;color:#1e293b;background:#fff}h1{font-size:1.5rem}a{color:#1d4ed8}button{font:inherit;font-weight:600;padding:.6rem 1.1rem;border:0;border-radius:.4rem;background:#1e3a8a;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}@media (prefers-color-scheme:dark){body{color:#e2e8f0;background:#0f172a}a{color:#93c5fd}}</style></head>
<body><main><h1>${escape(title)}</h1>
${body}
<p><a href="/${lang === 'en' ? '?lng=en' : ''}">${t.home}</a></p></main></body></html>
`
}

function send(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex',
    'referrer-policy': 'no-referrer',
    'content-security-policy': documentCsp(html),
  })
  res.end(html)
}

interface RpcError {
  code?: string
  message?: string
  details?: string
  hint?: string
}

export interface WatchPagesOptions {
  /** This backend's API base (without /rest/v1). */
  apiUrl: () => string
  anonKey: string
  /** The visitor's address as the trusted proxies report it. */
  clientAddress: (req: IncomingMessage) => string
  /** The header that forwards the visitor's address to this backend's own API. */
  forwardAddress: (address: string) => Record<string, string>
}

/** Cross-site posts of the subscribe form are refused (the confirm mail is still someone's). */
function crossSite(req: IncomingMessage): boolean {
  const fetchSite = req.headers['sec-fetch-site']
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true
  const origin = req.headers.origin
  if (origin === undefined) return false
  try {
    return new URL(origin).host !== req.headers.host
  } catch {
    return true
  }
}

export function createWatchPages(options: WatchPagesOptions) {
  const rpc = async (
    req: IncomingMessage,
    name: string,
    args: Record<string, unknown>,
  ): Promise<{ data: unknown; error: RpcError | null; status: number }> => {
    const res = await fetch(`${options.apiUrl()}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: options.anonKey,
        authorization: `Bearer ${options.anonKey}`,
        'content-type': 'application/json',
        ...options.forwardAddress(options.clientAddress(req)),
      },
      body: JSON.stringify(args),
    })
    const body: unknown = await res.json().catch(() => null)
    return res.ok
      ? { data: body, error: null, status: res.status }
      : { data: null, error: (body ?? {}) as RpcError, status: res.status }
  }

  const fields = async (req: IncomingMessage): Promise<URLSearchParams> => {
    const type = String(req.headers['content-type'] ?? '').toLowerCase()
    try {
      const body = await readBody(req, 16 * 1024, () => 'too large')
      return type.startsWith('application/x-www-form-urlencoded')
        ? new URLSearchParams(body.toString('utf8'))
        : new URLSearchParams()
    } catch (error) {
      if (error instanceof HttpError) return new URLSearchParams()
      throw error
    }
  }

  const message = (error: RpcError, lang: Lang) =>
    (lang === 'en' ? error.details : error.message) || error.message || TEXT[lang].failed

  /** Answers the watch paths; false for any other. */
  return async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
  ): Promise<boolean> {
    const path = url.pathname
    if (path !== WATCH_PATH && path !== WATCH_CONFIRM_PATH && path !== WATCH_END_PATH) return false
    const post = req.method === 'POST'
    if (!post && req.method !== 'GET' && req.method !== 'HEAD') {
      discardUnreadBody(req)
      res.writeHead(405, { allow: 'GET, HEAD, POST' }).end()
      return true
    }
    const posted = post ? await fields(req) : new URLSearchParams()
    const lang: Lang = (posted.get('lng') ?? url.searchParams.get('lng')) === 'en' ? 'en' : 'id'
    const t = TEXT[lang]
    const lngQuery = lang === 'en' ? '&lng=en' : ''

    if (path === WATCH_PATH) {
      if (!post) {
        res.writeHead(303, { location: '/layanan/cek-sbu', 'cache-control': 'no-store' }).end()
        return true
      }
      const number = (posted.get('number') ?? '').slice(0, 80)
      const back = `<p><a href="/verifikasi/${encodeURIComponent(number)}${lang === 'en' ? '?lng=en' : ''}">${t.back}</a></p>`
      if (crossSite(req)) {
        send(res, 403, page(lang, t.failedTitle, `<p role="alert">${t.failed}</p>${back}`))
        return true
      }
      const email = (posted.get('email') ?? '').trim().slice(0, 300)
      const { error, status } = await rpc(req, 'watch_register', {
        email,
        number,
        scope: posted.get('scope') === 'company' ? 'company' : 'certificate',
        language: lang,
      })
      if (error) {
        const code = status === 429 || error.code === 'PT429' ? 429 : status >= 500 ? 503 : 422
        send(
          res,
          code,
          page(
            lang,
            t.failedTitle,
            `<p role="alert" data-testid="watch-error">${escape(message(error, lang))}</p>${back}`,
          ),
        )
        return true
      }
      send(
        res,
        200,
        page(
          lang,
          t.sentTitle,
          `<p role="status" data-testid="watch-sent">${escape(t.sent.replace('{email}', email))}</p>${back}`,
        ),
      )
      return true
    }

    const token = (url.searchParams.get('token') ?? posted.get('token') ?? '').slice(0, 200)
    const action = `${path}?token=${encodeURIComponent(token)}${lngQuery}`
    const button = (label: string) =>
      `<form method="post" action="${escape(action)}"><button type="submit">${escape(label)}</button></form>`

    if (path === WATCH_CONFIRM_PATH) {
      if (!post) {
        send(
          res,
          200,
          page(lang, t.confirmTitle, `<p>${t.confirmAsk}</p>${button(t.confirmButton)}`),
        )
        return true
      }
      const { data, error, status } = await rpc(req, 'confirm_register_watch', { token })
      if (error) {
        send(
          res,
          error.code === 'P0002' || status < 500 ? 404 : 503,
          page(
            lang,
            t.invalidTitle,
            `<p role="alert" data-testid="watch-error">${escape(message(error, lang))}</p>`,
          ),
        )
        return true
      }
      const result = data as { target: string; number: string | null }
      const back = result.number
        ? `<p><a href="/verifikasi/${encodeURIComponent(result.number)}${lang === 'en' ? '?lng=en' : ''}">${t.back}</a></p>`
        : ''
      send(
        res,
        200,
        page(
          lang,
          t.confirmedTitle,
          `<p role="status" data-testid="watch-confirmed">${escape(t.confirmed.replace('{target}', result.target))}</p>${back}`,
        ),
      )
      return true
    }

    // WATCH_END_PATH
    if (!post) {
      send(res, 200, page(lang, t.endTitle, `<p>${t.endAsk}</p>${button(t.endButton)}`))
      return true
    }
    const { error, status } = await rpc(req, 'end_register_watch', { token })
    if (error) {
      send(
        res,
        status >= 500 ? 503 : 422,
        page(lang, t.failedTitle, `<p role="alert">${t.failed}</p>`),
      )
      return true
    }
    // Whether there was a watch or not: the outcome is the same (no more email).
    send(
      res,
      200,
      page(lang, t.endedTitle, `<p role="status" data-testid="watch-ended">${t.ended}</p>`),
    )
    return true
  }
}
