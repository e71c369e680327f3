/**
 * The weekly broken-link check (supabase/local/link-check.ts, docs/decisions/033) on the real
 * API and renderer, against local HTTP servers started here: internal links by the site's own
 * routes, files of this site's Storage, external addresses only when the site setting allows
 * (HEAD, GET when HEAD is refused, a short timeout, the checker's own User-Agent, a few at a
 * time); the run is stored for staff (not visitors) and its broken links go into the digest.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LINK_CHECK_USER_AGENT, runLinkCheck } from '../../supabase/local/link-check'
import { type Persona, personas, withoutReview } from './db-helpers'
import { realRendererDist, startBackend, type TestBackend } from './helpers'

let t: TestBackend
let dist: ReturnType<typeof realRendererDist>
let clients: Record<Persona, SupabaseClient>
let outside: Server
let outsideUrl: string
const seen: { method: string; path: string; agent: string }[] = []
let inFlight = 0
let maxInFlight = 0
const stamp = Date.now().toString(36)
let fileUrl: string

beforeAll(async () => {
  dist = realRendererDist()
  t = await startBackend({ staticDir: dist.dir })
  clients = await personas(t)
  // The links are the subject here, not the review before publishing.
  await withoutReview(t)
  // The renderer's first page is its slowest (its modules load): not the check's business.
  await (await fetch(`${t.url}/informasi/news`)).text()
  // The "internet": answers by path, counts how many requests it holds at once.
  outside = createServer((req, res) => {
    seen.push({ method: req.method!, path: req.url!, agent: String(req.headers['user-agent']) })
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    const done = (status: number) => {
      inFlight--
      res.writeHead(status).end(req.method === 'HEAD' ? undefined : 'x')
    }
    if (req.url === '/slow') return void setTimeout(() => done(200), 6000)
    if (req.url === '/head-refused')
      return void setTimeout(() => done(req.method === 'HEAD' ? 405 : 200), 50)
    if (req.url?.startsWith('/gone')) return void setTimeout(() => done(404), 50)
    setTimeout(() => done(200), 50)
  })
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve))
  outsideUrl = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`

  const bucket = clients.editor.storage.from('media')
  const name = `uji/${stamp}-link.svg`
  const upload = await bucket.upload(
    name,
    new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
    {
      contentType: 'image/svg+xml',
    },
  )
  expect(upload.error).toBeNull()
  fileUrl = bucket.getPublicUrl(name).data.publicUrl
  const live = `tautan-hidup-${stamp}`
  // The database refuses to publish a link to a missing page (docs/decisions/033): the page
  // the link leads to exists when the article is published and goes to the trash afterwards.
  const gone = `tidak-ada-${stamp}`
  const rows = [
    { slug: live, content: 'Isi.' },
    { slug: gone, content: 'Isi.' },
    {
      slug: `tautan-${stamp}`,
      content: [
        `[berita](/informasi/news/${live}) [biaya](/layanan/biaya) [hilang](/informasi/news/tidak-ada-${stamp})`,
        `[ok](${outsideUrl}/ok) [rusak](${outsideUrl}/gone) [head](${outsideUrl}/head-refused)`,
        `[lambat](${outsideUrl}/slow) ![Gambar](${fileUrl}) ![Gambar hilang](${fileUrl.replace('-link.svg', '-tidak-ada.svg')})`,
        `[surel](mailto:a@b.id) [jangkar](#atas)`,
        ...Array.from({ length: 8 }, (_, i) => `[p${i}](${outsideUrl}/p${i})`),
      ].join('\n'),
    },
  ]
  for (const row of rows) {
    const { error } = await clients.editor.from('articles').insert({
      slug: row.slug,
      title: { id: `Tautan ${row.slug}` },
      content: { id: row.content },
      status: 'published',
      published_at: new Date().toISOString(),
    })
    expect(error).toBeNull()
  }
  const trashed = await clients.editor.from('articles').delete().eq('slug', gone)
  expect(trashed.error).toBeNull()
  // A draft's links are not checked.
  await clients.editor.from('articles').insert({
    slug: `draf-${stamp}`,
    title: { id: 'Draf' },
    content: { id: `[x](${outsideUrl}/gone-draft)` },
    status: 'draft',
  })
  // A file column of another collection.
  const legal = await clients.editor.from('legal_products').insert({
    title: { id: `Produk ${stamp}` },
    category: 'UU',
    file_url: `${outsideUrl}/gone-file.pdf`,
  })
  expect(legal.error).toBeNull()
})
afterAll(async () => {
  await t?.stop()
  dist?.remove()
  await new Promise((resolve) => outside?.close(resolve))
})

const check = () =>
  runLinkCheck({
    supabaseUrl: () => t.url,
    serviceRoleKey: t.serviceRoleKey,
    internalStatus: t.backend.pages!.status,
    log: () => {},
    timeoutMs: 2500,
  })

async function results(runId: string) {
  const { data, error } = await clients.viewer
    .from('link_check_results')
    .select('url, kind, outcome, http_status, detail, table_name')
    .eq('run_id', runId)
  if (error) throw error
  const rows = data as {
    url: string
    kind: string
    outcome: string
    http_status: number | null
    detail: string | null
    table_name: string
  }[]
  return Object.fromEntries(rows.map((row) => [row.url.replace(outsideUrl, 'OUT'), row]))
}

describe('the link check', () => {
  it('with external checks off (the default): internal links and own files only', async () => {
    const run = await check()
    expect(run.external).toBe(false)
    const rows = await results(run.runId)
    expect(rows[`/informasi/news/tautan-hidup-${stamp}`]).toMatchObject({
      kind: 'internal',
      outcome: 'ok',
      http_status: 200,
    })
    expect(rows['/layanan/biaya']).toMatchObject({ kind: 'internal', outcome: 'ok' })
    expect(rows[`/informasi/news/tidak-ada-${stamp}`]).toMatchObject({
      kind: 'internal',
      outcome: 'broken',
      http_status: 404,
    })
    expect(rows[fileUrl]).toMatchObject({ kind: 'file', outcome: 'ok' })
    expect(rows[fileUrl.replace('-link.svg', '-tidak-ada.svg')]).toMatchObject({
      kind: 'file',
      outcome: 'broken',
    })
    expect(rows['OUT/gone']).toMatchObject({ kind: 'external', outcome: 'skipped' })
    expect(rows['OUT/gone-file.pdf']).toMatchObject({
      kind: 'external',
      outcome: 'skipped',
      table_name: 'legal_products',
    })
    expect(rows['mailto:a@b.id']).toBeUndefined()
    expect(rows['#atas']).toBeUndefined()
    expect(rows['OUT/gone-draft']).toBeUndefined()
    expect(seen).toEqual([])
  })

  it('with external checks on: HEAD, GET when HEAD is refused, timeouts, its User-Agent, a few at a time', async () => {
    const { error } = await clients.admin
      .from('site_settings')
      .update({ link_check_external: true })
      .not('id', 'is', null)
    expect(error).toBeNull()
    const run = await check()
    expect(run.external).toBe(true)
    const rows = await results(run.runId)
    expect(rows['OUT/ok'], JSON.stringify(rows)).toMatchObject({ outcome: 'ok', http_status: 200 })
    expect(rows['OUT/gone']).toMatchObject({ outcome: 'broken', http_status: 404 })
    expect(rows['OUT/gone-file.pdf']).toMatchObject({ outcome: 'broken', http_status: 404 })
    expect(rows['OUT/head-refused']).toMatchObject({ outcome: 'ok', http_status: 200 })
    expect(rows['OUT/slow']).toMatchObject({ outcome: 'broken', detail: 'timeout' })
    expect(seen.filter((r) => r.path === '/head-refused').map((r) => r.method)).toEqual([
      'HEAD',
      'GET',
    ])
    expect(seen.filter((r) => r.path === '/ok').map((r) => r.method)).toEqual(['HEAD'])
    expect(new Set(seen.map((r) => r.agent))).toEqual(new Set([LINK_CHECK_USER_AGENT]))
    expect(maxInFlight).toBeLessThanOrEqual(4)
    expect(maxInFlight).toBeGreaterThan(1)
    expect(run.broken).toBe(Object.values(rows).filter((r) => r.outcome === 'broken').length)
  })

  it('is read by staff only and lists its broken links in the digest', async () => {
    expect((await clients.anon.from('link_check_results').select('url')).data ?? []).toEqual([])
    expect((await clients.anon.from('link_check_runs').select('id')).data ?? []).toEqual([])
    expect(
      (
        await clients.editor.rpc('record_link_check', {
          started_at: new Date().toISOString(),
          external: false,
          results: [],
        })
      ).error,
    ).not.toBeNull()
    expect((await clients.editor.rpc('link_check_targets')).error).not.toBeNull()
    const { data: runs } = await clients.editor
      .from('link_check_runs')
      .select('broken, checked')
      .order('started_at', { ascending: false })
    expect(runs!.length).toBe(2)
    const queued = await t.service().rpc('queue_overdue_digest')
    expect(queued.error).toBeNull()
    expect(queued.data).toBeGreaterThan(0)
    const { data: mail } = await t
      .service()
      .from('outbox')
      .select('subject, body_text')
      .eq('kind', 'staff_digest')
    const digest = (mail as { subject: string; body_text: string }[]).at(-1)!
    expect(digest.subject).toMatch(/tautan rusak \/ \d+ broken link/)
    expect(digest.body_text).toContain(`${outsideUrl}/gone`)
    expect(digest.body_text).toContain('/admin/cek-tautan')
  })
})
