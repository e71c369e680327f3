/**
 * Signed proofs of a check (ADR 029): `/verifikasi/<number>/bukti.json` and `.pdf` state what the
 * register answered for a certificate at the server's time, signed with the site's Ed25519 key
 * (supabase/local/register/signing.ts; the renderer gets a signing function, never the seed),
 * and `checkProof` tells whether an uploaded file is such a proof, unchanged.
 *
 * - JSON: a JWS in the flattened JSON serialization (RFC 7515 §7.2.2): `protected` (base64url of
 *   `{"alg":"EdDSA","kid":<RFC 7638 thumbprint>,"typ":"JWS","cty":"lsbu-register-proof/1"}`),
 *   `payload` (base64url of the facts' JSON), `signature` (Ed25519 over
 *   `protected + "." + payload`, RFC 8037), and `proof`: the same facts, readable. The file is
 *   exactly `JSON.stringify(that, null, 2) + "\n"`; the site's check also compares the bytes, so
 *   a changed byte anywhere (the readable copy included) fails.
 * - PDF: the PDF's bytes, then after `%%EOF` two comment lines: `%LSBU-PROOF <payload>` (the same
 *   base64url facts) and `%LSBU-PROOF-SIG EdDSA <kid> <signature>`, the signature over every
 *   byte before that last line. Readers ignore both lines; a changed byte fails.
 *
 * Server only (node:crypto, pdf-lib): imported by src/entry-server.tsx alone, never by a page.
 */
import { createPublicKey, verify } from 'node:crypto'

import type { i18n as I18n } from 'i18next'
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import { create as createQr } from 'qrcode'

import { publicRoutes } from '@/config/routes'
import { formatCheckTime, formatDay } from '@/features/register/lib/format'
import {
  PROOF_CHECK_PATH,
  PROOF_FORMAT,
  PROOF_UPLOAD_LIMIT,
  type ProofCheck,
  type ProofFacts,
} from '@/features/register/lib/proof-types'
import type { VerifiedCertificate } from '@/features/register/types'
import { getPublicClient } from '@/lib/public-client'
import { translate } from '@/lib/translate'
import type { PublicLayout } from '@/types/database'

/** The signing half the server lends the renderer (supabase/local/ssr/renderer.ts). */
export interface ProofSigner {
  kid: string
  publicJwk: { kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string }
  sign: (data: string | Uint8Array) => string
}

type PublicJwk = ProofSigner['publicJwk']

const PROOF_PATH = /^\/verifikasi\/([^/]+)\/bukti\.(json|pdf)$/

/** The number and kind of a proof's path, or null for any other path. */
export function proofRequest(pathname: string): { number: string; kind: 'json' | 'pdf' } | null {
  const match = PROOF_PATH.exec(pathname)
  if (!match) return null
  try {
    const number = decodeURIComponent(match[1]!).trim().slice(0, 80)
    return number ? { number, kind: match[2] as 'json' | 'pdf' } : null
  } catch {
    return null
  }
}

/** ISO 8601 in Asia/Jakarta (UTC+7, no daylight saving), milliseconds kept: `…T12:00:00.000+07:00`. */
export function jakartaIso(date: Date): string {
  return new Date(date.getTime() + 7 * 3600_000).toISOString().replace('Z', '+07:00')
}

/** The facts of a proof: the register's answer as `certificate_by_number` gave it. */
export function proofFacts(
  certificate: VerifiedCertificate,
  context: { checkedAt: Date; origin: string; siteName: string },
): ProofFacts {
  const c = certificate
  return {
    format: PROOF_FORMAT,
    issuer: { name: context.siteName, url: context.origin },
    checked_at: jakartaIso(context.checkedAt),
    verify_url: `${context.origin}${publicRoutes.verify(c.number)}`,
    certificate: {
      number: c.number,
      company: {
        name: c.company.name,
        legal_form: c.company.legal_form,
        city: c.company.city,
        province: c.company.province,
      },
      status: c.status,
      issued_on: c.issued_on,
      valid_until: c.valid_until,
      status_changed_on: c.status_changed_on ?? null,
      status_reason: c.status_reason ?? null,
      last_surveillance_on: c.last_surveillance_on ?? null,
      next_surveillance_due: c.next_surveillance_due ?? null,
      lpjk_recorded_on: c.lpjk_recorded_on ?? null,
      subclasses: c.subclasses.map((s) => ({
        code: s.code,
        name: s.name,
        qualification: s.qualification,
      })),
    },
    history: c.history.map((h) => ({ kind: h.kind, on: h.on, reason: h.reason ?? null })),
  }
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url')

/** The JSON proof (a flattened JWS with a readable copy of its payload). */
export function jsonProof(facts: ProofFacts, signer: ProofSigner): string {
  const protectedHeader = b64(
    JSON.stringify({ alg: 'EdDSA', kid: signer.kid, typ: 'JWS', cty: PROOF_FORMAT }),
  )
  const payload = b64(JSON.stringify(facts))
  const signature = signer.sign(`${protectedHeader}.${payload}`)
  return serializeJsonProof({ protected: protectedHeader, payload, signature, proof: facts })
}

function serializeJsonProof(value: {
  protected: string
  payload: string
  signature: string
  proof: unknown
}): string {
  return `${JSON.stringify(value, null, 2)}\n`
}

// ---------------------------------------------------------------------------------------------
// PDF
// ---------------------------------------------------------------------------------------------

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 56
const INK = rgb(0.12, 0.16, 0.23)
const MUTED = rgb(0.35, 0.4, 0.47)

/** The standard fonts write WinAnsi only: other characters become their nearest or "?". */
function winAnsi(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[‘’‚]/g, "'")
    .replace(/[“”„]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
}

/** A page being written top-down; a new page when the next line would not fit. */
class Writer {
  page: PDFPage
  y: number
  constructor(
    private doc: PDFDocument,
    private font: PDFFont,
    private bold: PDFFont,
  ) {
    this.page = doc.addPage(A4)
    this.y = A4[1] - MARGIN
  }

  private room(height: number) {
    if (this.y - height >= MARGIN) return
    this.page = this.doc.addPage(A4)
    this.y = A4[1] - MARGIN
  }

  /** A paragraph wrapped to `width` (default: the text column). */
  text(
    value: string,
    options: {
      size?: number
      bold?: boolean
      color?: typeof INK
      width?: number
      gap?: number
    } = {},
  ) {
    const size = options.size ?? 10
    const font = options.bold ? this.bold : this.font
    const width = options.width ?? A4[0] - 2 * MARGIN
    for (const line of wrap(winAnsi(value), font, size, width)) {
      this.room(size * 1.4)
      this.y -= size * 1.4
      this.page.drawText(line, {
        x: MARGIN,
        y: this.y,
        size,
        font,
        color: options.color ?? INK,
      })
    }
    this.y -= options.gap ?? 4
  }

  /** A label and its value on one line (the value wrapped beside the label). */
  field(label: string, value: string) {
    const size = 10
    const labelWidth = 150
    const lines = wrap(winAnsi(value), this.font, size, A4[0] - 2 * MARGIN - labelWidth)
    this.room(size * 1.4 * lines.length)
    this.y -= size * 1.4
    this.page.drawText(winAnsi(label), {
      x: MARGIN,
      y: this.y,
      size,
      font: this.bold,
      color: MUTED,
    })
    lines.forEach((line, index) => {
      if (index > 0) this.y -= size * 1.4
      this.page.drawText(line, {
        x: MARGIN + labelWidth,
        y: this.y,
        size,
        font: this.font,
        color: INK,
      })
    })
    this.y -= 3
  }
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line)
        line = word
      } else line = next
    }
    lines.push(line)
  }
  return lines
}

/** The QR code of `value`, drawn as squares, its top left corner at (x, top). */
function drawQr(page: PDFPage, value: string, x: number, top: number, size: number) {
  const qr = createQr(value, { errorCorrectionLevel: 'M' })
  const count = qr.modules.size
  const cell = size / (count + 8)
  page.drawRectangle({ x, y: top - size, width: size, height: size, color: rgb(1, 1, 1) })
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (qr.modules.get(row, col))
        page.drawRectangle({
          x: x + (col + 4) * cell,
          y: top - (row + 5) * cell,
          width: cell,
          height: cell,
          color: rgb(0, 0, 0),
        })
}

/** The PDF proof, in the language of `i18n`, signed. */
export async function pdfProof(
  facts: ProofFacts,
  signer: ProofSigner,
  i18n: I18n,
): Promise<Uint8Array> {
  const language = i18n.language === 'en' ? 'en' : 'id'
  const t = i18n.getFixedT(language, 'public')
  const c = facts.certificate
  const checkedAt = new Date(facts.checked_at)
  const doc = await PDFDocument.create()
  const title = t('register.proof.pdf.title', { number: c.number })
  doc.setTitle(winAnsi(title))
  doc.setAuthor(winAnsi(facts.issuer.name))
  doc.setSubject(PROOF_FORMAT)
  doc.setLanguage(language)
  doc.setCreator(winAnsi(facts.issuer.name))
  doc.setProducer('pdf-lib')
  doc.setCreationDate(checkedAt)
  doc.setModificationDate(checkedAt)
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const w = new Writer(doc, font, bold)
  const qrSize = 120
  drawQr(w.page, facts.verify_url, A4[0] - MARGIN - qrSize, w.y, qrSize)
  const narrow = A4[0] - 2 * MARGIN - qrSize - 16
  w.text(facts.issuer.name, { size: 10, color: MUTED, width: narrow })
  w.text(title, { size: 17, bold: true, width: narrow, gap: 8 })
  w.text(
    t('register.proof.pdf.intro', {
      siteName: facts.issuer.name,
      time: formatCheckTime(checkedAt, language),
    }),
    { width: narrow, gap: 6 },
  )
  w.text(t('register.proof.pdf.qr'), { size: 8, color: MUTED, width: narrow, gap: 12 })
  w.y = Math.min(w.y, A4[1] - MARGIN - qrSize - 16)

  w.field(t('register.fields.number'), c.number)
  w.field(
    t('register.proof.pdf.company'),
    [c.company.legal_form, c.company.name].filter(Boolean).join(' ') +
      (c.company.city ? `, ${c.company.city}` : '') +
      (c.company.province ? `, ${c.company.province}` : ''),
  )
  w.field(t('register.proof.pdf.status'), t(`register.status.${c.status}`))
  if (c.status_reason) w.field(t('register.proof.pdf.reason'), translate(c.status_reason, language))
  w.field(t('register.proof.pdf.issuedOn'), formatDay(c.issued_on, language))
  w.field(t('register.proof.pdf.validUntil'), formatDay(c.valid_until, language))
  if (c.next_surveillance_due)
    w.field(t('register.fields.surveillance'), formatDay(c.next_surveillance_due, language))
  w.field(
    t('register.proof.pdf.lpjk'),
    c.lpjk_recorded_on
      ? t('register.verify.lpjkRecorded', { date: formatDay(c.lpjk_recorded_on, language) })
      : t('register.verify.lpjkAwaiting'),
  )
  w.field(
    t('register.proof.pdf.checkedAt'),
    `${formatCheckTime(checkedAt, language)} (${facts.checked_at})`,
  )
  w.field(t('register.proof.pdf.verifyUrl'), facts.verify_url)
  w.y -= 8
  w.text(t('register.fields.subclasses'), { size: 12, bold: true, gap: 2 })
  for (const s of c.subclasses)
    w.text(
      `${s.code}  ${translate(s.name, language)} - ${t(`register.qualifications.${s.qualification}`)}`,
      { gap: 1 },
    )
  if (c.subclasses.length === 0) w.text('-')
  w.y -= 8
  w.text(t('register.verify.historyTitle'), { size: 12, bold: true, gap: 2 })
  for (const h of facts.history)
    w.text(
      `${formatDay(h.on, language)}  ${t(`register.verify.history.${h.kind}`)}` +
        (h.reason ? ` - ${translate(h.reason, language)}` : ''),
      { gap: 1 },
    )
  w.y -= 12
  w.text(
    t('register.proof.pdf.signed', {
      siteName: facts.issuer.name,
      kid: signer.kid,
      checkUrl: `${facts.issuer.url}${PROOF_CHECK_PATH}`,
    }),
    { size: 8, color: MUTED },
  )
  const bytes = await doc.save({ useObjectStreams: false })
  return signPdf(Buffer.from(bytes), facts, signer)
}

/** Appends the facts and the signature over every byte before the signature's line. */
function signPdf(pdf: Buffer, facts: ProofFacts, signer: ProofSigner): Uint8Array {
  const body = Buffer.concat([
    pdf,
    Buffer.from(`${pdf.at(-1) === 0x0a ? '' : '\n'}%LSBU-PROOF ${b64(JSON.stringify(facts))}\n`),
  ])
  const signature = signer.sign(body)
  return Buffer.concat([body, Buffer.from(`%LSBU-PROOF-SIG EdDSA ${signer.kid} ${signature}\n`)])
}

// ---------------------------------------------------------------------------------------------
// Checking an uploaded proof
// ---------------------------------------------------------------------------------------------

/** base64url without padding, in its one canonical spelling (no ignored trailing bits). */
function canonicalB64(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^[A-Za-z0-9_-]*$/.test(value) &&
    Buffer.from(value, 'base64url').toString('base64url') === value
  )
}

function verifyWith(keys: PublicJwk[], kid: string, data: Buffer, signature: string): boolean {
  const jwk = keys.find((key) => key.kid === kid)
  if (!jwk || !canonicalB64(signature)) return false
  try {
    const key = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' })
    return verify(null, data, key, Buffer.from(signature, 'base64url'))
  } catch {
    return false
  }
}

function decodeFacts(payload: string): ProofFacts | null {
  try {
    const facts = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ProofFacts
    return facts?.format === PROOF_FORMAT ? facts : null
  } catch {
    return null
  }
}

const PDF_SIGNATURE_LINE = /\n%LSBU-PROOF-SIG EdDSA ([A-Za-z0-9_-]{43}) ([A-Za-z0-9_-]{86})\n$/
const PDF_FACTS_LINE = /\n%LSBU-PROOF ([A-Za-z0-9_-]+)\n$/

/** Whether `file` is a proof this site signed (one of `keys`), unchanged, and what it states. */
export function checkProof(file: Uint8Array, keys: PublicJwk[]): ProofCheck {
  if (file.length === 0) return { result: 'missing' }
  if (file.length > PROOF_UPLOAD_LIMIT) return { result: 'too_large' }
  const bytes = Buffer.from(file)
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    // The last 200 bytes hold the signature's line (≈ 150 bytes).
    const tail = bytes.subarray(Math.max(0, bytes.length - 200)).toString('latin1')
    const sig = PDF_SIGNATURE_LINE.exec(tail)
    if (!sig) return { result: 'altered' }
    const signed = bytes.subarray(0, bytes.length - (sig[0].length - 1))
    if (!verifyWith(keys, sig[1]!, signed, sig[2]!)) return { result: 'altered' }
    // The facts' line ends the signed part.
    const start = signed.lastIndexOf('\n%LSBU-PROOF ', signed.length - 2)
    const line = start < 0 ? null : PDF_FACTS_LINE.exec(signed.subarray(start).toString('latin1'))
    const facts = line && canonicalB64(line[1]) ? decodeFacts(line[1]!) : null
    return facts ? { result: 'authentic', kind: 'pdf', kid: sig[1]!, facts } : { result: 'altered' }
  }
  let parsed: Record<string, unknown>
  const text = bytes.toString('utf8')
  try {
    parsed = JSON.parse(text) as Record<string, unknown>
  } catch {
    return { result: 'altered' }
  }
  const { protected: header, payload, signature } = parsed
  if (!canonicalB64(header) || !canonicalB64(payload) || !canonicalB64(signature))
    return { result: 'altered' }
  let kid: string
  try {
    const decoded = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as {
      alg?: string
      kid?: string
    }
    if (decoded.alg !== 'EdDSA' || typeof decoded.kid !== 'string') return { result: 'altered' }
    kid = decoded.kid
  } catch {
    return { result: 'altered' }
  }
  if (!verifyWith(keys, kid, Buffer.from(`${header}.${payload}`, 'ascii'), signature))
    return { result: 'altered' }
  const facts = decodeFacts(payload)
  // The readable copy and the file's every byte as the site wrote them.
  if (
    !facts ||
    serializeJsonProof({ protected: header, payload, signature, proof: facts }) !== text ||
    !bytes.equals(Buffer.from(text, 'utf8'))
  )
    return { result: 'altered' }
  return { result: 'authentic', kind: 'json', kid, facts }
}

// ---------------------------------------------------------------------------------------------
// The files
// ---------------------------------------------------------------------------------------------

export interface ProofFile {
  status: number
  contentType: string
  body: string | Uint8Array
  cacheControl: string
  complete: boolean
  /** A download's file name (`attachment`). */
  contentDisposition?: string
}

const NOT_FOUND_TEXT = 'Sertifikat tidak ditemukan. / Certificate not found.\n'

/** A proof of `number` (404 when unknown); throws when the register cannot be read. */
export async function generateProof(
  request: { number: string; kind: 'json' | 'pdf' },
  context: { i18n: I18n; origin: string; signer: ProofSigner | undefined; now?: Date },
): Promise<ProofFile> {
  const text = (status: number, body: string): ProofFile => ({
    status,
    contentType: 'text/plain; charset=utf-8',
    body,
    cacheControl: 'no-store',
    complete: false,
  })
  if (!context.signer) return text(404, 'Proofs are not signed on this server.\n')
  const client = await getPublicClient()
  const [found, layout] = await Promise.all([
    client.rpc('certificate_by_number', { number: request.number }),
    client.rpc('public_layout'),
  ])
  if (found.error) throw found.error
  const certificate = found.data as VerifiedCertificate | null
  if (!certificate) return text(404, NOT_FOUND_TEXT)
  const siteName =
    (layout.data as PublicLayout | null)?.settings?.site_name ||
    context.i18n.t('app.name', { lng: context.i18n.language })
  const facts = proofFacts(certificate, {
    checkedAt: context.now ?? new Date(),
    origin: context.origin,
    siteName,
  })
  const stamp = facts.checked_at.slice(0, 16).replace(/\D/g, '')
  const name = `bukti-${certificate.number}-${stamp}`.replace(/[^A-Za-z0-9._-]/g, '-')
  if (request.kind === 'json')
    return {
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: jsonProof(facts, context.signer),
      cacheControl: 'no-store',
      complete: false,
      contentDisposition: `attachment; filename="${name}.json"`,
    }
  return {
    status: 200,
    contentType: 'application/pdf',
    body: await pdfProof(facts, context.signer, context.i18n),
    cacheControl: 'no-store',
    complete: false,
    contentDisposition: `attachment; filename="${name}.pdf"`,
  }
}
