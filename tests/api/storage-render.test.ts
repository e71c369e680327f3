/**
 * /storage/v1/render/image (supabase/local/storage/images.ts), through storage-js's
 * `getPublicUrl(name, { transform })` and raw requests: sizes without enlarging, WebP by
 * `Accept`, the object's caching headers with a per-variant ETag, the standard widths made on
 * upload and removed with the object, Storage's errors for bad parameters and non-images, and a
 * private bucket's image not renderable publicly.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import type { SupabaseClient } from '@supabase/supabase-js'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { IMAGE_WIDTHS } from '../../src/lib/image-url'
import { STANDARD_WIDTHS } from '../../supabase/local/storage/images'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let owner: SupabaseClient
let ownerId: string
const fixtures = fileURLToPath(new URL('./fixtures/storage', import.meta.url))
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

/** A noisy photo-like JPEG (noise keeps the encoder honest about sizes). */
async function photo(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3)
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + (i >> 5) * 31) & 0xff
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
}

const filesOnDisk = (bucket: string, name: string) => {
  const dir = join(t.dataDir, 'storage', bucket, ...name.split('/'))
  return existsSync(dir) ? readdirSync(dir).sort() : []
}

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers })
  const body = Buffer.from(await res.arrayBuffer())
  return { res, body, meta: res.ok && body.length ? await sharp(body).metadata() : undefined }
}

beforeAll(async () => {
  t = await startBackend({ migrationsDir: fixtures, seedFile: null })
  const service = t.service()
  await service.storage.createBucket('photos', { public: true })
  await service.storage.createBucket('secret-photos', { public: false })
  const email = 'render@example.com'
  const password = 'render pass 1'
  await service.auth.admin.createUser({ email, password, email_confirm: true })
  owner = t.anon()
  const { data, error } = await owner.auth.signInWithPassword({ email, password })
  if (error) throw error
  ownerId = data.user!.id
}, 60_000)
afterAll(async () => t?.stop())

describe('render/image', () => {
  it('the site and the backend agree on the standard widths', () => {
    expect([...STANDARD_WIDTHS]).toEqual([...IMAGE_WIDTHS])
  })

  it('makes the standard widths below the original on upload, serves them, and removes them with the object', async () => {
    const bucket = t.service().storage.from('photos')
    const jpeg = await photo(1000, 600)
    const { error } = await bucket.upload('news/cover.jpg', jpeg, {
      contentType: 'image/jpeg',
      cacheControl: '31536000',
    })
    expect(error).toBeNull()
    const files = filesOnDisk('photos', 'news/cover.jpg')
    // The version plus WebP at every standard width below 1000 (not 1200/1920: wider).
    const widths = files
      .filter((f) => f.endsWith('.webp'))
      .map((f) => Number(/~w(\d+)-/.exec(f)?.[1]))
    expect(widths.sort((a, b) => a - b)).toEqual([64, 128, 256, 480, 768])
    expect(files).toHaveLength(6)

    const url = bucket.getPublicUrl('news/cover.jpg', { transform: { width: 480 } }).data.publicUrl
    expect(url).toBe(`${t.url}/storage/v1/render/image/public/photos/news/cover.jpg?width=480`)
    const webp = await get(url, { Accept: CHROME_ACCEPT })
    expect(webp.res.status).toBe(200)
    expect(webp.res.headers.get('content-type')).toBe('image/webp')
    expect(webp.res.headers.get('vary')).toBe('Accept')
    expect(webp.res.headers.get('cache-control')).toBe('max-age=31536000')
    expect(webp.meta).toMatchObject({ format: 'webp', width: 480, height: 288 })
    expect(webp.body.length).toBeLessThan(jpeg.length)

    // Without WebP in Accept: the original's format, same size.
    const plain = await get(url, { Accept: 'image/jpeg,*/*' })
    expect(plain.res.headers.get('content-type')).toBe('image/jpeg')
    expect(plain.meta).toMatchObject({ format: 'jpeg', width: 480 })
    expect(plain.res.headers.get('etag')).not.toBe(webp.res.headers.get('etag'))

    // Revalidation by the variant's ETag.
    const again = await fetch(url, {
      headers: { Accept: CHROME_ACCEPT, 'If-None-Match': webp.res.headers.get('etag')! },
    })
    expect(again.status).toBe(304)

    const { error: removeError } = await bucket.remove(['news/cover.jpg'])
    expect(removeError).toBeNull()
    expect(filesOnDisk('photos', 'news/cover.jpg')).toEqual([])
    expect((await fetch(url)).status).toBe(400)
  })

  it('never enlarges, keeps the aspect ratio with one side, crops with both, and honours format and quality', async () => {
    const bucket = t.service().storage.from('photos')
    await bucket.upload('small.jpg', await photo(300, 200), { contentType: 'image/jpeg' })
    const render = (transform: Record<string, unknown>, accept = CHROME_ACCEPT) =>
      get(bucket.getPublicUrl('small.jpg', { transform }).data.publicUrl, { Accept: accept })

    expect((await render({ width: 1920 })).meta).toMatchObject({ width: 300, height: 200 })
    expect((await render({ width: 150 })).meta).toMatchObject({ width: 150, height: 100 })
    expect((await render({ width: 100, height: 100 })).meta).toMatchObject({
      width: 100,
      height: 100,
    })
    expect((await render({ width: 100, height: 100, resize: 'contain' })).meta).toMatchObject({
      width: 100,
      height: 67,
    })
    expect((await render({ width: 150, format: 'origin' })).meta?.format).toBe('jpeg')
    const avif = await render({ width: 150, format: 'avif' })
    expect(avif.res.headers.get('content-type')).toBe('image/avif')
    expect(avif.res.headers.get('vary')).toBeNull()
    const low = await render({ width: 300, quality: 20 })
    const high = await render({ width: 300, quality: 100 })
    expect(low.body.length).toBeLessThan(high.body.length)
    // Over Storage's 2500-pixel limit: clamped, as hosted.
    expect((await render({ width: 99999 })).res.status).toBe(200)
  })

  it('refuses bad parameters with Storage error JSON before looking anything up', async () => {
    const base = `${t.url}/storage/v1/render/image/public/photos/missing.jpg`
    for (const query of [
      'width=abc',
      'width=-5',
      'height=1.5',
      'quality=10',
      'quality=101',
      'resize=stretch',
      'format=gif',
    ]) {
      const res = await fetch(`${base}?${query}`)
      expect(res.status, query).toBe(400)
      expect(await res.json(), query).toMatchObject({
        statusCode: '400',
        code: 'InvalidRequest',
        message: expect.stringMatching(/^querystring\//),
      })
    }
    const missing = await fetch(`${base}?width=100`)
    expect(await missing.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' })
  })

  it('answers 422 for a non-image, passes SVG through untransformed, and refuses a pixel bomb on upload', async () => {
    const bucket = t.service().storage.from('photos')
    await bucket.upload('doc.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), {
      contentType: 'application/pdf',
    })
    const pdf = await fetch(`${t.url}/storage/v1/render/image/public/photos/doc.pdf?width=100`)
    expect(pdf.status).toBe(400)
    expect(await pdf.json()).toMatchObject({ statusCode: '422', code: 'ImageProcessingError' })

    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'
    await bucket.upload('logo.svg', Buffer.from(svg), { contentType: 'image/svg+xml' })
    const res = await fetch(`${t.url}/storage/v1/render/image/public/photos/logo.svg?width=5`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(await res.text()).toBe(svg)

    // 10,000 × 10,000 pixels of one colour: a few hundred bytes of PNG, 100 megapixels.
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    const { error } = await bucket.upload('bomb.png', bomb, { contentType: 'image/png' })
    expect(error).toMatchObject({ statusCode: '422', message: expect.stringMatching(/megapixels/) })
    expect(filesOnDisk('photos', 'bomb.png')).toEqual([])
  })

  it('a private bucket is not renderable publicly; its owner renders it with their token', async () => {
    const name = `${ownerId}/me.jpg`
    // The fixture's private-docs policies: a user's own folder.
    const bucket = owner.storage.from('private-docs')
    const { error } = await bucket.upload(name, await photo(400, 300), {
      contentType: 'image/jpeg',
    })
    expect(error).toBeNull()
    const pub = await fetch(
      `${t.url}/storage/v1/render/image/public/private-docs/${name}?width=100`,
    )
    expect(pub.status).toBe(400)
    expect(await pub.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' })

    const token = (await owner.auth.getSession()).data.session!.access_token
    const authUrl = `${t.url}/storage/v1/render/image/authenticated/private-docs/${name}?width=100`
    const mine = await get(authUrl, { Authorization: `Bearer ${token}`, apikey: t.anonKey })
    expect(mine.meta).toMatchObject({ width: 100 })
    const anon = await fetch(authUrl, { headers: { apikey: t.anonKey } })
    expect(anon.status).toBe(400)
    expect(await anon.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' })
  })
})

describe('render/image: what a visitor may cost', () => {
  // A small budget (10 units, refilled at 0.1 per second) and visitors told apart by the
  // address a trusted proxy forwards.
  let limited: TestBackend
  let url: (query: string) => string
  const asVisitor = (address: string, headers: Record<string, string> = {}) => ({
    'x-forwarded-for': address,
    Accept: CHROME_ACCEPT,
    ...headers,
  })

  beforeAll(async () => {
    limited = await startBackend({
      migrationsDir: fixtures,
      seedFile: null,
      trustProxy: 1,
      config: { renderBudget: { units: 10, perSecond: 0.1 } },
    })
    const service = limited.service()
    await service.storage.createBucket('photos', { public: true })
    // 2 megapixels: WebP costs 3 units, JPEG 2, AVIF 12 (capped at the budget's 10).
    const { error } = await service.storage
      .from('photos')
      .upload('wide.jpg', await photo(2000, 1000), { contentType: 'image/jpeg' })
    if (error) throw error
    url = (query) => `${limited.url}/storage/v1/render/image/public/photos/wide.jpg?${query}`
  }, 60_000)
  afterAll(async () => limited?.stop())

  it('charges megapixels × format per visitor, answers 429 with Retry-After past the budget, and never charges for what is already made', async () => {
    const a = '203.0.113.10'
    const first = await fetch(url('width=300&format=origin'), { headers: asVisitor(a) })
    expect(first.status).toBe(200)
    const second = await fetch(url('width=310'), { headers: asVisitor(a) })
    expect(second.status).toBe(200)
    // 2 + 3 spent, 5 left: an AVIF (10) is over, the wait is what the budget lacks (about 50 s).
    const avif = await fetch(url('width=320&format=avif'), { headers: asVisitor(a) })
    expect(avif.status).toBe(429)
    expect(Number(avif.headers.get('retry-after'))).toBeGreaterThanOrEqual(40)
    expect(Number(avif.headers.get('retry-after'))).toBeLessThanOrEqual(50)
    expect(await avif.json()).toMatchObject({ statusCode: '429', code: 'SlowDown' })
    // A cheaper render still fits (3 of the 5 left); then nothing does.
    expect((await fetch(url('width=330'), { headers: asVisitor(a) })).status).toBe(200)
    const over = await fetch(url('width=340'), { headers: asVisitor(a) })
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)

    // Another visitor is not affected.
    expect(
      (await fetch(url('width=320&format=avif'), { headers: asVisitor('203.0.113.20') })).status,
    ).toBe(200)

    // Already made, so free for the visitor who is out of budget: a standard width stored at
    // upload, a variant rendered a moment ago (memory cache), a revalidation by ETag.
    const standard = await get(url('width=480'), asVisitor(a))
    expect(standard.res.status).toBe(200)
    expect(standard.meta).toMatchObject({ format: 'webp', width: 480 })
    const again = await get(url('width=300&format=origin'), asVisitor(a))
    expect(again.res.status).toBe(200)
    expect(again.meta).toMatchObject({ format: 'jpeg', width: 300 })
    const revalidated = await fetch(url('width=310'), {
      headers: asVisitor(a, { 'If-None-Match': second.headers.get('etag')! }),
    })
    expect(revalidated.status).toBe(304)
    expect((await fetch(url('width=350'), { headers: asVisitor(a) })).status).toBe(429)
  })

  it('renders one image at a time per visitor', async () => {
    const c = '203.0.113.30'
    const results = await Promise.all(
      [400, 410, 420].map((width) =>
        fetch(url(`width=${width}&format=avif`), { headers: asVisitor(c) }),
      ),
    )
    const statuses = results.map((r) => r.status).sort()
    expect(statuses).toEqual([200, 429, 429])
    for (const refused of results.filter((r) => r.status === 429))
      expect(refused.headers.get('retry-after')).toBe('1')
  })
})
