/**
 * /storage/v1 through storage-js: upload (multipart and raw), public and authenticated
 * download, list, remove, upsert, bucket limits, Storage's error JSON, and storage.objects
 * RLS per role on a test schema of its own (tests/api/fixtures/storage).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
const password = 'storage pass 1'
const fixtures = fileURLToPath(new URL('./fixtures/storage', import.meta.url))
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')

async function signIn(email: string): Promise<{ client: SupabaseClient; id: string }> {
  await t.service().auth.admin.createUser({ email, password, email_confirm: true })
  const client = t.anon()
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw error
  return { client, id: data.user!.id }
}

/** The version files kept on disk for one object. */
const versionsOnDisk = (bucket: string, name: string) => {
  const dir = join(t.dataDir, 'storage', bucket, ...name.split('/'))
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : []
}

async function rawStorage(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers)
  headers.set('apikey', t.anonKey)
  headers.set('Authorization', `Bearer ${init.token ?? t.anonKey}`)
  const res = await fetch(`${t.url}/storage/v1${path}`, { ...init, headers })
  return { status: res.status, headers: res.headers, body: await res.text() }
}

beforeAll(async () => {
  t = await startBackend({
    migrationsDir: fixtures,
    seedFile: null,
    config: { maxUpload: 64 * 1024 },
  })
})
afterAll(async () => t?.stop())

describe('round trip', () => {
  it('uploads a Blob as multipart and serves it from the public URL with its type and cache headers', async () => {
    const { client } = await signIn('uploader@example.com')
    const bucket = client.storage.from('pictures')
    const { data, error } = await bucket.upload(
      'logos/brand.png',
      new Blob([png], { type: 'image/png' }),
    )
    expect(error).toBeNull()
    expect(data).toMatchObject({ path: 'logos/brand.png', fullPath: 'pictures/logos/brand.png' })
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/)

    const { publicUrl } = bucket.getPublicUrl('logos/brand.png').data
    expect(publicUrl).toBe(`${t.url}/storage/v1/object/public/pictures/logos/brand.png`)
    const res = await fetch(publicUrl)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe('max-age=3600')
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/)
    expect(res.headers.get('last-modified')).toBeTruthy()
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png)

    const again = await fetch(publicUrl, { headers: { 'If-None-Match': res.headers.get('etag')! } })
    expect(again.status).toBe(304)
    const head = await fetch(publicUrl, { method: 'HEAD' })
    expect(head.headers.get('content-length')).toBe(String(png.length))
    const asAttachment = await fetch(
      bucket.getPublicUrl('logos/brand.png', { download: 'logo.png' }).data.publicUrl,
    )
    expect(asAttachment.headers.get('content-disposition')).toMatch(
      /^attachment; filename="logo.png"/,
    )
    expect(versionsOnDisk('pictures', 'logos/brand.png')).toHaveLength(1)
  })

  it('uploads a raw body with its content type, cache-control and owner', async () => {
    const { client, id } = await signIn('raw@example.com')
    const pdf = Buffer.from('%PDF-1.4 tiny')
    const { error } = await client.storage
      .from('pictures')
      .upload('docs/legal.pdf', pdf, { contentType: 'application/pdf', cacheControl: '60' })
    expect(error).toBeNull()
    const res = await fetch(
      client.storage.from('pictures').getPublicUrl('docs/legal.pdf').data.publicUrl,
    )
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('cache-control')).toBe('max-age=60')
    expect(await res.text()).toBe('%PDF-1.4 tiny')
    const { rows } = await t.backend.db.pg.query<{
      owner: string
      owner_id: string
      metadata: { size: number; mimetype: string }
    }>(
      `select owner, owner_id, metadata from storage.objects where bucket_id = 'pictures' and name = 'docs/legal.pdf'`,
    )
    expect(rows[0]).toMatchObject({
      owner: id,
      owner_id: id,
      metadata: { size: pdf.length, mimetype: 'application/pdf' },
    })
  })

  it('downloads through storage-js, lists folders before files, and removes', async () => {
    const { client } = await signIn('lister@example.com')
    const bucket = client.storage.from('pictures')
    for (const name of ['gallery/a.png', 'gallery/b.png', 'gallery/2026/c.png']) {
      expect((await bucket.upload(name, new Blob([png], { type: 'image/png' }))).error).toBeNull()
    }
    const download = await bucket.download('gallery/a.png')
    expect(download.error).toBeNull()
    expect(Buffer.from(await download.data!.arrayBuffer())).toEqual(png)

    const { data: listed, error } = await bucket.list('gallery')
    expect(error).toBeNull()
    expect(listed!.map((e) => [e.name, e.id === null])).toEqual([
      ['2026', true],
      ['a.png', false],
      ['b.png', false],
    ])
    expect(listed![1]!.metadata).toMatchObject({
      mimetype: 'image/png',
      size: png.length,
      cacheControl: 'max-age=3600',
    })
    const top = await bucket.list()
    expect(top.data!.map((e) => e.name)).toEqual(
      expect.arrayContaining(['docs', 'gallery', 'logos']),
    )
    const searched = await bucket.list('gallery', { search: 'b' })
    expect(searched.data!.map((e) => e.name)).toEqual(['b.png'])
    const page = await bucket.list('gallery', { limit: 1, offset: 1 })
    expect(page.data!.map((e) => e.name)).toEqual(['a.png'])

    const removed = await bucket.remove(['gallery/a.png', 'gallery/missing.png'])
    expect(removed.error).toBeNull()
    expect(removed.data!.map((r) => r.name)).toEqual(['gallery/a.png'])
    expect(versionsOnDisk('pictures', 'gallery/a.png')).toEqual([])
    const gone = await bucket.download('gallery/a.png')
    expect(gone.error).toMatchObject({
      status: 400,
      statusCode: '404',
      message: 'Object not found',
    })
  })
})

describe('upsert and update', () => {
  it('refuses an existing path without upsert (KeyAlreadyExists), replaces it with upsert', async () => {
    const bucket = t.service().storage.from('pictures')
    expect(
      (await bucket.upload('same.png', new Blob([png], { type: 'image/png' }))).error,
    ).toBeNull()
    const conflict = await bucket.upload('same.png', new Blob([png], { type: 'image/png' }))
    expect(conflict.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    })
    const raw = await rawStorage('/object/pictures/same.png', {
      method: 'POST',
      token: t.serviceRoleKey,
      headers: { 'content-type': 'image/png', 'x-upsert': 'false' },
      body: png,
    })
    expect(JSON.parse(raw.body)).toEqual({
      statusCode: '409',
      code: 'KeyAlreadyExists',
      error: 'Duplicate',
      message: 'The resource already exists',
    })

    const replaced = await bucket.upload(
      'same.png',
      new Blob(['GIF89a new bytes'], { type: 'image/gif' }),
      { upsert: true },
    )
    expect(replaced.error).toBeNull()
    const res = await fetch(bucket.getPublicUrl('same.png').data.publicUrl)
    expect(res.headers.get('content-type')).toBe('image/gif')
    expect(await res.text()).toBe('GIF89a new bytes')
    expect(versionsOnDisk('pictures', 'same.png')).toHaveLength(1)
  })

  it('update() replaces an existing object and refuses a missing one with NoSuchKey', async () => {
    const bucket = t.service().storage.from('pictures')
    expect(
      (await bucket.update('same.png', new Blob([png, 'updated'], { type: 'image/png' }))).error,
    ).toBeNull()
    expect(
      Buffer.from(
        await (await fetch(bucket.getPublicUrl('same.png').data.publicUrl)).arrayBuffer(),
      ),
    ).toEqual(Buffer.concat([png, Buffer.from('updated')]))
    const missing = await bucket.update('nothing-here.png', new Blob(['x'], { type: 'image/png' }))
    expect(missing.error).toMatchObject({ status: 400, statusCode: '404' })
  })
})

describe('limits', () => {
  it("refuses a file over the bucket's file_size_limit with EntityTooLarge", async () => {
    const bucket = t.service().storage.from('pictures')
    const { error } = await bucket.upload(
      'big.png',
      new Blob([Buffer.alloc(4096)], { type: 'image/png' }),
    )
    expect(error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    })
    expect(versionsOnDisk('pictures', 'big.png')).toEqual([])
  })

  it('refuses a MIME type outside allowed_mime_types, accepting image/* wildcards', async () => {
    const bucket = t.service().storage.from('pictures')
    expect(
      (await bucket.upload('ok.webp', new Blob(['RIFF\0\0\0\0WEBPVP8 '], { type: 'image/webp' })))
        .error,
    ).toBeNull()
    const { error } = await bucket.upload(
      'script.html',
      new Blob(['<script>'], { type: 'text/html' }),
    )
    expect(error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type text/html is not supported',
    })
    const raw = await rawStorage('/object/pictures/x.txt', {
      method: 'POST',
      token: t.serviceRoleKey,
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    })
    expect(JSON.parse(raw.body)).toMatchObject({
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
    })
  })

  it('refuses a body over the server upload limit with HTTP 413', async () => {
    const { error } = await t
      .service()
      .storage.from('private-docs')
      .upload('huge.bin', Buffer.alloc(100 * 1024), {
        contentType: 'application/octet-stream',
      })
    expect(error).toMatchObject({ status: 413, statusCode: '413' })
  })
})

describe('errors', () => {
  it('NoSuchBucket, InvalidJWT and invalid keys answer with Storage error JSON and HTTP 400', async () => {
    const noBucket = await t.service().storage.from('nope').upload('a.txt', 'x')
    expect(noBucket.error).toMatchObject({
      status: 400,
      statusCode: '404',
      message: 'Bucket not found',
    })

    const forged = `${t.anonKey.slice(0, -4)}AAAA`
    const badJwt = await rawStorage('/object/list/pictures', {
      method: 'POST',
      token: forged,
      headers: { 'content-type': 'application/json' },
      body: '{"prefix":""}',
    })
    expect(badJwt.status).toBe(400)
    expect(JSON.parse(badJwt.body)).toMatchObject({ statusCode: '400', code: 'InvalidJWT' })

    const [header, payload, signature] = t.anonKey.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'))
    const elevated = Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString(
      'base64url',
    )
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${elevated}.`
    for (const token of [`${header}.${elevated}.${signature}`, none]) {
      const { error } = await t
        .withToken(token)
        .storage.from('private-docs')
        .upload('x/y.txt', 'sneaky')
      expect(error).toMatchObject({ status: 400, statusCode: '400' })
    }

    const traversal = await rawStorage('/object/pictures/..%2F..%2Fconfig.json', {
      method: 'POST',
      token: t.serviceRoleKey,
      headers: { 'content-type': 'image/png' },
      body: png,
    })
    expect(JSON.parse(traversal.body)).toMatchObject({ code: 'InvalidKey' })
    expect(existsSync(join(t.dataDir, 'config.json'))).toBe(true)
    expect(readFileSync(join(t.dataDir, 'config.json'), 'utf8')).toContain('jwtSecret')

    const publicOnPrivate = await fetch(
      `${t.url}/storage/v1/object/public/private-docs/anything.txt`,
    )
    expect(publicOnPrivate.status).toBe(400)
    expect(await publicOnPrivate.json()).toMatchObject({ code: 'NoSuchBucket' })
  })
})

describe('upload metadata that becomes a response header', () => {
  let n = 0
  const stored = async (name: string) =>
    (
      await t.backend.db.pg.query(
        `select 1 from storage.objects where bucket_id = 'private-docs' and name = $1`,
        [name],
      )
    ).rows.length > 0
  const docs = () => t.service().storage.from('private-docs')
  const download = (name: string, query = '') =>
    fetch(`${t.url}/storage/v1/object/private-docs/${name}${query}`, {
      headers: { apikey: t.serviceRoleKey, authorization: `Bearer ${t.serviceRoleKey}` },
    })

  /** Sends bytes as written (a header line with a bare CR or LF, which fetch refuses to send). */
  function rawRequest(head: string, body: string): Promise<string> {
    const { port } = new URL(t.url)
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.end(`${head}\r\n\r\n${body}`))
      let reply = ''
      socket.on('data', (chunk) => (reply += chunk.toString('latin1')))
      socket.on('end', () => resolve(reply))
      socket.on('error', reject)
    })
  }

  it('refuses a multipart cacheControl that is not a Cache-Control value (storing nothing), keeps one that is', async () => {
    for (const cacheControl of [
      '3600\r\nSet-Cookie: sesi=curian',
      '3600\nX-Frame-Options: ALLOW',
      '3600<script>',
      '3600;',
      '3600 3600',
      '"3600',
      `3600, ${'a'.repeat(300)}`,
    ]) {
      const name = `meta/cc-${++n}.txt`
      const { error } = await docs().upload(name, new Blob(['x'], { type: 'text/plain' }), {
        cacheControl,
      })
      expect(error, cacheControl).toMatchObject({
        status: 400,
        statusCode: '400',
        message: expect.stringMatching(/^Invalid cache-control: /),
      })
      expect(await stored(name), cacheControl).toBe(false)
      expect(versionsOnDisk('private-docs', name)).toEqual([])
    }
    // Well-formed values are kept as they are.
    for (const [cacheControl, header] of [
      ['3600', 'max-age=3600'],
      ['31536000, immutable', 'max-age=31536000, immutable'],
      ['60, no-cache="set-cookie"', 'max-age=60, no-cache="set-cookie"'],
    ] as const) {
      const name = `meta/ok-${++n}.txt`
      const { error } = await docs().upload(name, new Blob(['x'], { type: 'text/plain' }), {
        cacheControl,
      })
      expect(error).toBeNull()
      expect((await download(name)).headers.get('cache-control')).toBe(header)
    }
  })

  it('refuses a raw upload whose Content-Type, Cache-Control or x-metadata is malformed, keeps well-formed ones', async () => {
    const cases: [string, Record<string, string>, RegExp][] = [
      ['content-type', { 'content-type': 'text/html<svg onload=x>' }, /^Invalid content-type: /],
      ['two types', { 'content-type': 'image/png, text/html' }, /^Invalid content-type: /],
      ['no subtype', { 'content-type': 'image' }, /^Invalid content-type: /],
      ['parameter', { 'content-type': 'text/plain; charset' }, /^Invalid content-type: /],
      ['obs-text', { 'content-type': 'text/plain; x=\u00e9' }, /^Invalid content-type: /],
      ['cache-control', { 'cache-control': 'max-age=60 <x>' }, /^Invalid cache-control: /],
      [
        'metadata array',
        { 'x-metadata': Buffer.from('[1,2]').toString('base64') },
        /^metadata must be a JSON object$/,
      ],
    ]
    for (const [what, headers, message] of cases) {
      const name = `meta/raw-${++n}.txt`
      const raw = await rawStorage(`/object/private-docs/${name}`, {
        method: 'POST',
        token: t.serviceRoleKey,
        headers: { 'content-type': 'text/plain', ...headers },
        body: 'x',
      })
      expect(raw.status, what).toBe(400)
      expect(JSON.parse(raw.body), what).toMatchObject({
        statusCode: '400',
        code: 'InvalidRequest',
        message: expect.stringMatching(message),
      })
      expect(await stored(name), what).toBe(false)
    }
    // A CR, LF or control character inside a header line: the HTTP parser answers 400 itself.
    for (const value of [
      'max-age=60\rSet-Cookie: a=b',
      'max-age=60\nSet-Cookie: a=b',
      'max-age=60\u0001',
    ]) {
      const name = `meta/crlf-${++n}.txt`
      const reply = await rawRequest(
        [
          `POST /storage/v1/object/private-docs/${name} HTTP/1.1`,
          `Host: 127.0.0.1`,
          `apikey: ${t.serviceRoleKey}`,
          `Authorization: Bearer ${t.serviceRoleKey}`,
          `Content-Type: text/plain`,
          `Cache-Control: ${value}`,
          `Content-Length: 1`,
          `Connection: close`,
        ].join('\r\n'),
        'x',
      )
      expect(reply, JSON.stringify(value)).toMatch(/^HTTP\/1\.1 400 /)
      expect(await stored(name)).toBe(false)
    }
    // Well-formed values are kept as they are.
    const name = `meta/raw-ok-${++n}.txt`
    const raw = await rawStorage(`/object/private-docs/${name}`, {
      method: 'POST',
      token: t.serviceRoleKey,
      headers: {
        'content-type': 'text/plain; charset="utf-8"',
        'cache-control': 'public, max-age=60',
        'x-metadata': Buffer.from('{"name":"catatan"}').toString('base64'),
      },
      body: 'x',
    })
    expect(raw.status).toBe(200)
    const res = await download(name)
    expect(res.headers.get('content-type')).toBe('text/plain; charset="utf-8"')
    expect(res.headers.get('cache-control')).toBe('public, max-age=60')
  })

  it('serves objects stored before these checks, and odd download names, with safe headers', async () => {
    const name = `meta/legacy-${++n}.txt`
    expect((await docs().upload(name, new Blob(['x'], { type: 'text/plain' }))).error).toBeNull()
    await t.backend.db.pg.query(
      `update storage.objects set metadata = metadata || '{"cacheControl": "max-age=1\\u0001", "mimetype": "text/html\\u0001"}'::jsonb
       where bucket_id = 'private-docs' and name = $1`,
      [name],
    )
    const res = await download(name, `?download=${encodeURIComponent('日本 "laporan".txt')}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('content-type')).toBe('application/octet-stream')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="__ _laporan_.txt"; filename*=UTF-8''${encodeURIComponent('日本 "laporan".txt')}`,
    )
    expect(await res.text()).toBe('x')
  })
})

describe('row-level security per role', () => {
  it('anon may not upload: AccessDenied, and nothing is left on disk', async () => {
    const { error } = await t
      .anon()
      .storage.from('pictures')
      .upload('anon.png', new Blob([png], { type: 'image/png' }))
    expect(error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    })
    const raw = await rawStorage('/object/pictures/anon.png', {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: png,
    })
    expect(JSON.parse(raw.body)).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'new row violates row-level security policy',
    })
    expect(versionsOnDisk('pictures', 'anon.png')).toEqual([])
  })

  it('a user writes only in their own folder and only the owner reads, lists and removes', async () => {
    const alice = await signIn('alice@example.com')
    const bob = await signIn('bob@example.com')
    const docs = (c: SupabaseClient) => c.storage.from('private-docs')

    expect((await docs(alice.client).upload(`${alice.id}/cv.txt`, 'alice cv')).error).toBeNull()
    const elsewhere = await docs(alice.client).upload(`${bob.id}/planted.txt`, 'x')
    expect(elsewhere.error).toMatchObject({ statusCode: '403' })

    const own = await docs(alice.client).download(`${alice.id}/cv.txt`)
    expect(await own.data!.text()).toBe('alice cv')
    const peek = await docs(bob.client).download(`${alice.id}/cv.txt`)
    expect(peek.error).toMatchObject({ statusCode: '404' })
    const anonPeek = await docs(t.anon()).download(`${alice.id}/cv.txt`)
    expect(anonPeek.error).toMatchObject({ statusCode: '404' })

    expect((await docs(alice.client).list(alice.id)).data!.map((e) => e.name)).toEqual(['cv.txt'])
    expect((await docs(bob.client).list(alice.id)).data).toEqual([])

    const bobRemove = await docs(bob.client).remove([`${alice.id}/cv.txt`])
    expect(bobRemove.data).toEqual([])
    expect(versionsOnDisk('private-docs', `${alice.id}/cv.txt`)).toHaveLength(1)
    const aliceRemove = await docs(alice.client).remove([`${alice.id}/cv.txt`])
    expect(aliceRemove.data).toHaveLength(1)

    const serviceList = await t.service().storage.from('private-docs').list(alice.id)
    expect(serviceList.data).toEqual([])
  })
})

describe('buckets', () => {
  it('lists buckets for the service role and hides them from anon (no policy)', async () => {
    const service = await t.service().storage.listBuckets()
    expect(service.data!.map((b) => b.id)).toEqual(['pictures', 'private-docs'])
    const anon = await t.anon().storage.listBuckets()
    expect(anon.data).toEqual([])
    const one = await t.service().storage.getBucket('pictures')
    expect(one.data).toMatchObject({ id: 'pictures', public: true, file_size_limit: 2048 })
  })
})
