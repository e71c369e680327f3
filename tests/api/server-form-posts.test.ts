/**
 * The public forms posted to their pages without the page's script (ADR 023), with the real
 * renderer (src/entry-server.tsx) and the real database: a valid post creates the row and
 * redirects (303) to a success page without personal data; invalid input and refusals answer
 * the page with what was typed and the messages (422, 429); the transport's refusals (413, 415,
 * 403, the server's flood guard); nothing of it is stored or cached; the database's limits see
 * the visitor's address, not the server's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createFront } from '../../supabase/local/front'
import { type Account, createAccount } from './db-helpers'
import { realRendererDist, startBackend, type TestBackend } from './helpers'

let dist: ReturnType<typeof realRendererDist>
let tb: TestBackend
let admin: Account

beforeAll(async () => {
  dist = realRendererDist()
  // One trusted proxy: each test's visitor address is the X-Forwarded-For it sends.
  tb = await startBackend({ staticDir: dist.dir, trustProxy: 1 })
  admin = await createAccount(tb, 'admin')
})
afterAll(async () => {
  await tb?.stop()
  dist?.remove()
})

let visitors = 0
/** A visitor address of its own for each test (the limits count per address). */
const newVisitor = () => `203.0.113.${++visitors}`

async function post(
  path: string,
  fields: Record<string, string>,
  { visitor = newVisitor(), headers = {} as Record<string, string> } = {},
) {
  const res = await fetch(`${tb.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: tb.url,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': visitor,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  })
  return { res, html: await res.text() }
}

const unique = () => Math.random().toString(36).slice(2, 8)

function complaint(more: Record<string, string> = {}) {
  return {
    name: 'Budi Santoso',
    company_name: 'PT Beton Maju',
    email: `budi.${unique()}@contoh.co.id`,
    phone: '0812-3456-7890',
    certificate_number: '',
    subject: 'Keterlambatan penerbitan sertifikat',
    description: 'Permohonan kami sudah lebih dari tiga bulan belum ada kabar sama sekali.',
    ...more,
  }
}

/** Today in Jakarta (the appeal's decision date must be recent). */
const jakartaToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date())

/** The value attribute of a field as the page renders it (HTML-escaped). */
const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')

describe('a valid post', () => {
  it.each([
    ['/keluhan', 'complaints', complaint(), /^KEL-/],
    [
      '/banding',
      'appeals',
      complaint({
        decision_date: jakartaToday(),
        description: 'Kami keberatan atas keputusan pembekuan karena dokumen sudah lengkap.',
      }),
      /^BDG-/,
    ],
    [
      '/profil/kontak',
      'contact_submissions',
      {
        name: 'Sari Dewi',
        email: `sari.${unique()}@contoh.co.id`,
        phone: '',
        subject: 'Jadwal asesmen',
        message: 'Kapan jadwal asesmen berikutnya dibuka untuk kualifikasi menengah?',
      },
      /^MSG-/,
    ],
  ] as const)(
    '%s creates the row and redirects (303) to its success page without personal data',
    async (path, table, fields, prefix) => {
      const { res } = await post(path, fields)
      expect(res.status).toBe(303)
      expect(res.headers.get('cache-control')).toBe('no-store')
      const location = res.headers.get('location')!
      const target = new URL(location, tb.url)
      expect(target.pathname).toBe(path)
      const reference = target.searchParams.get('terkirim')!
      expect(reference).toMatch(prefix)
      expect(location).not.toContain(encodeURIComponent(fields.email))
      expect(location).not.toContain(fields.email)
      expect(location).not.toContain(encodeURIComponent(fields.name))

      const { data, error } = await admin.client
        .from(table)
        .select('reference, name, email, subject, language')
        .eq('reference', reference)
        .single()
      expect(error).toBeNull()
      expect(data).toMatchObject({
        reference,
        name: fields.name,
        email: fields.email,
        subject: fields.subject,
        language: 'id',
      })

      // The success page: the reference and the next steps, for this visitor only (the
      // redirect's cookie is the proof that this browser sent it).
      const setCookie = res.headers.get('set-cookie')!
      expect(setCookie).toBe(
        `lsbu-terkirim=${reference}; Path=${path}; Max-Age=900; HttpOnly; SameSite=Lax`,
      )
      const cookie = setCookie.split(';')[0]!
      const hits = tb.backend.pages!.cache.stats.hits
      for (let i = 0; i < 2; i++) {
        const done = await fetch(`${tb.url}${location}`, { headers: { cookie } })
        const html = await done.text()
        expect(done.status).toBe(200)
        expect(done.headers.get('cache-control')).toBe('no-store')
        expect(done.headers.get('x-robots-tag')).toBe('noindex')
        expect(html).toContain('data-testid="submission-reference"')
        expect(html).toContain(reference)
        expect(html).toContain('Apa selanjutnya')
        expect(html).not.toContain(fields.email)
      }
      expect(tb.backend.pages!.cache.stats.hits).toBe(hits)

      // Without the cookie, or with another submission's, the address shows the form: a link
      // cannot make the page say "received".
      const other = reference.replace(/\d{5}$/, '99999')
      for (const [address, headers] of [
        [location, {}],
        [location.replace(reference, other), { cookie }],
        [location.replace(reference, other), { cookie: `lsbu-terkirim=${other}x` }],
      ] as const) {
        const page = await fetch(`${tb.url}${address}`, { headers })
        const html = await page.text()
        expect(page.status).toBe(200)
        expect(html).not.toContain('data-testid="submission-reference"')
        expect(html).not.toContain('Apa selanjutnya')
        expect(html).toContain('<form')
      }
    },
  )

  it('keeps the language of the page (?lng=en) in the redirect and the rows', async () => {
    const fields = complaint()
    const { res } = await post('/keluhan?lng=en', fields)
    expect(res.status).toBe(303)
    const location = res.headers.get('location')!
    expect(location).toMatch(/^\/keluhan\?lng=en&terkirim=KEL-\d{4}-\d{5}$/)
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!
    const done = await (await fetch(`${tb.url}${location}`, { headers: { cookie } })).text()
    expect(done).toContain('What happens next')
    const reference = new URL(location, tb.url).searchParams.get('terkirim')
    const { data } = await admin.client
      .from('complaints')
      .select('language')
      .eq('reference', reference!)
      .single()
    expect(data?.language).toBe('en')
  })

  it('the database counts the visitor, not the server: its address is the one recorded', async () => {
    const visitor = newVisitor()
    const fields = complaint()
    expect((await post('/keluhan', fields, { visitor })).res.status).toBe(303)
    const { rows } = await tb.backend.db.pg.query<{ client_addr: string }>(
      `select client_addr from private.submission_events
       where email_hash = encode(sha256(convert_to(lower($1), 'UTF8')), 'hex')`,
      [fields.email],
    )
    expect(rows.map((row) => row.client_addr)).toEqual([visitor])
  })

  it('a forged forwarding header from outside is not trusted', async () => {
    const visitor = newVisitor()
    const fields = complaint()
    const res = await fetch(`${tb.url}/rest/v1/rpc/submit_complaint`, {
      method: 'POST',
      headers: {
        apikey: tb.anonKey,
        authorization: `Bearer ${tb.anonKey}`,
        'content-type': 'application/json',
        'x-forwarded-for': visitor,
        'x-lsbu-visitor': 'guess 198.51.100.1',
      },
      body: JSON.stringify({ ...fields, certificate_number: undefined }),
    })
    expect(res.status).toBe(200)
    const { rows } = await tb.backend.db.pg.query<{ client_addr: string }>(
      `select client_addr from private.submission_events
       where email_hash = encode(sha256(convert_to(lower($1), 'UTF8')), 'hex')`,
      [fields.email],
    )
    expect(rows.map((row) => row.client_addr)).toEqual([visitor])
  })
})

describe('invalid input', () => {
  it('answers 422 with every typed value kept and the messages by their fields and in a summary', async () => {
    const fields = complaint({ name: '', phone: '12', subject: 'Tes <b>"&' })
    const { res, html } = await post('/keluhan', fields)
    expect(res.status).toBe(422)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(html).toContain(`value="${escapeHtml(fields.email)}"`)
    expect(html).toContain(`value="${escapeHtml(fields.company_name)}"`)
    expect(html).toContain(`value="${escapeHtml(fields.subject)}"`)
    expect(html).toContain(`>${fields.description}</textarea>`)
    expect(html).toContain('data-testid="error-summary"')
    expect(html).toContain('Formulir belum terkirim')
    expect(html).toContain('Wajib diisi.')
    expect(html).toContain('Nomor telepon tidak valid')
    expect(html).toContain('href="#complaint-name"')
    expect(html).toMatch(/id="complaint-phone-error"/)
    // The island gets the same state when its script takes over.
    expect(html).toMatch(/data-props="[^"]*posted/)
    // Nothing was created.
    const { count } = await admin.client
      .from('complaints')
      .select('id', { count: 'exact', head: true })
      .eq('email', fields.email)
    expect(count).toBe(0)
  })

  it('in English on the English page', async () => {
    const { res, html } = await post('/profil/kontak?lng=en', {
      name: 'Sari',
      email: 'not-an-email',
      subject: 'Hi',
      message: 'Short',
    })
    expect(res.status).toBe(422)
    expect(html).toContain('<html lang="en"')
    expect(html).toContain('The form was not sent')
    expect(html).toContain('Enter a valid email address')
    expect(html).toContain('At least 10 characters.')
    expect(html).toContain('value="not-an-email"')
  })

  it('an appeal past its window: 422 with the message by the date', async () => {
    const fields = complaint({ decision_date: '2001-01-01' })
    const { res, html } = await post('/banding', fields)
    expect(res.status).toBe(422)
    expect(html).toContain('id="appeal-decision-date-error"')
    expect(html).toContain('value="2001-01-01"')
  })

  it('is not kept: the page afterwards is the empty form', async () => {
    const name = `Nama Unik ${unique()}`
    expect((await post('/keluhan', complaint({ name, phone: '' }))).res.status).toBe(422)
    const res = await fetch(`${tb.url}/keluhan`)
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(html).not.toContain(name)
    expect(html).not.toContain('error-summary')
  })
})

describe('refused before the form is read', () => {
  it('a body over 64 KB: 413', async () => {
    const { res, html } = await post('/keluhan', complaint({ description: 'x'.repeat(70_000) }))
    expect(res.status).toBe(413)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(html).toContain('Isian terlalu panjang')
    expect(html).toContain('Too much text')
  })

  it('another content type: 415', async () => {
    for (const type of ['application/json', 'multipart/form-data; boundary=x', 'text/plain']) {
      const { res } = await post('/keluhan', complaint(), { headers: { 'content-type': type } })
      expect(res.status).toBe(415)
    }
  })

  it('a cross-site post: 403 (Origin or Sec-Fetch-Site), a same-origin one goes through', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]
    for (const headers of crossSite) {
      const { res, html } = await post('/keluhan', complaint(), { headers })
      expect(res.status).toBe(403)
      expect(html).toContain('Formulir ditolak')
    }
    const { res } = await post('/keluhan', complaint({ phone: '' }))
    expect(res.status).toBe(422)
  })

  it('a page without a form still answers 405 to a post', async () => {
    const res = await fetch(`${tb.url}/profil/tentang`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=b',
    })
    expect(res.status).toBe(405)
  })
})

describe('limits', () => {
  it("the database's limit (5 per email an hour): 429 with the page and every value kept", async () => {
    const visitor = newVisitor()
    const email = `banyak.${unique()}@contoh.co.id`
    for (let i = 0; i < 5; i++) {
      const { res } = await post('/keluhan', complaint({ email }), { visitor })
      expect(res.status).toBe(303)
    }
    const fields = complaint({ email, subject: 'Pengaduan keenam hari ini' })
    const { res, html } = await post('/keluhan', fields, { visitor })
    expect(res.status).toBe(429)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(html).toContain('Terlalu banyak pengiriman')
    expect(html).toContain(`value="${fields.subject}"`)
    expect(html).toContain(`value="${email}"`)
    expect(html).toContain(`>${fields.description}</textarea>`)
  })

  it("the server's flood guard: past 30 posts in ten minutes an address gets a short 429", async () => {
    const visitor = newVisitor()
    // Cross-site posts are refused before they count; content-type refusals too.
    for (let i = 0; i < 30; i++) {
      const { res } = await post('/layanan/status', { reference: '', email: '' }, { visitor })
      expect(res.status).toBe(422)
    }
    const { res, html } = await post('/layanan/status', { reference: '', email: '' }, { visitor })
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('600')
    expect(html).toContain('Too many submissions')
    // Another visitor is not affected.
    expect((await post('/layanan/status', { reference: '', email: '' })).res.status).toBe(422)
  })
})

describe('the status lookup', () => {
  it('shows the status on the page it posted to; the email is in no URL and nothing is kept', async () => {
    const fields = complaint()
    const sent = await post('/keluhan', fields)
    const reference = new URL(sent.res.headers.get('location')!, tb.url).searchParams.get(
      'terkirim',
    )!
    const { res, html } = await post('/layanan/status', {
      reference: reference.toLowerCase(),
      email: fields.email.toUpperCase(),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('location')).toBeNull()
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(html).toContain(`Pengajuan ${reference}`)
    expect(html).toContain('status-result-title')
    expect(html).toContain('Baru')
    // The email is in the form (the visitor typed it), never in a link or address.
    const urls = [...html.matchAll(/(?:href|src|action|content)="([^"]*)"/g)].map((m) => m[1]!)
    expect(urls.some((url) => url.toLowerCase().includes(fields.email))).toBe(false)
    expect(urls.some((url) => url.includes(encodeURIComponent(fields.email)))).toBe(false)

    const after = await (await fetch(`${tb.url}/layanan/status`)).text()
    expect(after).not.toContain(fields.email.toUpperCase())
    expect(after).not.toContain('status-result-title')
  })

  it('a miss shows the neutral message; an invalid reference the field message (422)', async () => {
    const miss = await post('/layanan/status?lng=en', {
      reference: 'KEL-2026-99999',
      email: 'nobody@contoh.co.id',
    })
    expect(miss.res.status).toBe(200)
    expect(miss.html).toContain('We found no submission matching')
    const invalid = await post('/layanan/status?lng=en', {
      reference: 'ABC',
      email: 'someone@contoh.co.id',
    })
    expect(invalid.res.status).toBe(422)
    expect(invalid.html).toContain('A reference number looks like')
    expect(invalid.html).toContain('value="someone@contoh.co.id"')
  })
})

describe('on a front (docs/decisions/019): the API is a remote Supabase', () => {
  it('takes the same posts, through that API, with the visitor forwarded', async () => {
    // The embedded backend above plays hosted Supabase; it trusts one proxy (its gateway's
    // place), which the front is here: it counts the address the front forwards.
    const front = createFront({
      staticDir: dist.dir,
      supabaseUrl: tb.url,
      anonKey: tb.anonKey,
      trustProxy: 1,
    })
    const url = await front.listen(0)
    try {
      const visitor = newVisitor()
      const fields = complaint()
      const send = (values: Record<string, string>) =>
        fetch(`${url}/keluhan`, {
          method: 'POST',
          redirect: 'manual',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: url,
            'x-forwarded-for': visitor,
          },
          body: new URLSearchParams(values).toString(),
        })
      const invalid = await send({ ...fields, name: '' })
      expect(invalid.status).toBe(422)
      expect(await invalid.text()).toContain(`value="${fields.email}"`)

      const res = await send(fields)
      expect(res.status).toBe(303)
      const reference = new URL(res.headers.get('location')!, url).searchParams.get('terkirim')
      const { data } = await admin.client
        .from('complaints')
        .select('email')
        .eq('reference', reference!)
        .single()
      expect(data?.email).toBe(fields.email)
      const { rows } = await tb.backend.db.pg.query<{ client_addr: string }>(
        `select client_addr from private.submission_events
         where email_hash = encode(sha256(convert_to(lower($1), 'UTF8')), 'hex')`,
        [fields.email],
      )
      expect(rows.map((row) => row.client_addr)).toEqual([visitor])

      const refused = await fetch(`${url}/keluhan`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://evil.example',
        },
        body: 'name=x',
      })
      expect(refused.status).toBe(403)
    } finally {
      await front.close()
    }
  })
})

describe('attachments (multipart, complaints and appeals only)', () => {
  const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'

  async function postFiles(
    path: string,
    fields: Record<string, string>,
    files: [name: string, body: string, type: string][],
  ) {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    for (const [name, body, type] of files)
      form.append('attachments', new Blob([body], { type }), name)
    if (files.length === 0) form.append('attachments', new Blob([]), '')
    const res = await fetch(`${tb.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: tb.url, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': newVisitor() },
      body: form,
    })
    return { res, html: await res.text() }
  }

  async function attachmentsOf(table: 'complaints' | 'appeals', email: string) {
    const { data, error } = await admin.client
      .from(table)
      .select('id, case_attachments(file_name, mime_type, size_bytes)')
      .eq('email', email)
    expect(error).toBeNull()
    return data as { id: string; case_attachments: Record<string, unknown>[] }[]
  }

  it.each([
    ['/keluhan', 'complaints', complaint()],
    [
      '/banding',
      'appeals',
      complaint({
        decision_date: jakartaToday(),
        description: 'Kami keberatan atas keputusan pembekuan karena dokumen sudah lengkap.',
      }),
    ],
  ] as const)(
    '%s takes a PDF with the form and links it to the new case',
    async (path, table, fields) => {
      const { res } = await postFiles(path, fields, [['Bukti bayar.pdf', PDF, 'application/pdf']])
      expect(res.status).toBe(303)
      const rows = await attachmentsOf(table, fields.email)
      expect(rows).toHaveLength(1)
      expect(rows[0]!.case_attachments).toEqual([
        { file_name: 'Bukti bayar.pdf', mime_type: 'application/pdf', size_bytes: PDF.length },
      ])
    },
  )

  it('takes the form without files (an empty file part) as before', async () => {
    const fields = complaint()
    const { res } = await postFiles('/keluhan', fields, [])
    expect(res.status).toBe(303)
    expect((await attachmentsOf('complaints', fields.email))[0]!.case_attachments).toEqual([])
  })

  it('refuses HTML posing as a PDF, and four files: 422 with the message and the text kept', async () => {
    const fields = complaint()
    const fake = await postFiles('/keluhan', fields, [
      ['bukti.pdf', '<!doctype html><script>alert(1)</script>', 'application/pdf'],
    ])
    expect(fake.res.status).toBe(422)
    expect(fake.html).toContain('bukan PDF, JPEG atau PNG yang sah')
    expect(fake.html).toContain(escapeHtml(fields.description))
    const four = await postFiles(
      '/keluhan',
      fields,
      [1, 2, 3, 4].map(
        (n) => [`bukti-${n}.pdf`, PDF, 'application/pdf'] as [string, string, string],
      ),
    )
    expect(four.res.status).toBe(422)
    expect(four.html).toContain('Paling banyak 3 lampiran')
    expect(await attachmentsOf('complaints', fields.email)).toEqual([])
  })

  it('invalid text with a file: 422, and the visitor is asked to choose the file again', async () => {
    const { res, html } = await postFiles('/keluhan', complaint({ email: 'bukan-email' }), [
      ['bukti.pdf', PDF, 'application/pdf'],
    ])
    expect(res.status).toBe(422)
    expect(html).toContain('Pilih lampiran Anda lagi')
  })

  it('the contact form takes no multipart post (415)', async () => {
    const { res } = await postFiles(
      '/profil/kontak',
      {
        name: 'Sari',
        email: 'sari@contoh.co.id',
        subject: 'Uji',
        message: 'Pesan uji yang cukup.',
      },
      [['bukti.pdf', PDF, 'application/pdf']],
    )
    expect(res.status).toBe(415)
  })
})
