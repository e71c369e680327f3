/**
 * Operations basics of the server (supabase/local/ops.ts, lifecycle.ts), on a front in-process:
 * /healthz and /readyz, /metrics only when enabled, what a request log line holds, and a
 * graceful shutdown that lets the request under way finish while refusing new ones. The
 * two-replica test (front-replicas.test.ts) checks the same through `npm start` processes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createFront } from '../../supabase/local/front'
import { loggedPath, type RequestLogEntry } from '../../supabase/local/ops'
import { startBackend } from './helpers'

const RENDERER = `
export function detectLanguage() { return 'id' }
export async function render(request) {
  const path = new URL(request.url).pathname
  if (path === '/slow') {
    globalThis.slowRendersStarted = (globalThis.slowRendersStarted ?? 0) + 1
    await new Promise((r) => setTimeout(r, 800))
  }
  return { kind: 'page', status: 200, language: 'id', head: '', body: '<main>' + path + '</main>', state: '' }
}
`

/** How many /slow renders the stand-in renderer (same process) has started. */
const slowRendersStarted = () =>
  (globalThis as typeof globalThis & { slowRendersStarted?: number }).slowRendersStarted ?? 0

let dist: string
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'lsbu-ops-dist-'))
  writeFileSync(
    join(dist, 'index.html'),
    '<html lang="id"><head></head><body><div id="root"></div></body></html>',
  )
  writeFileSync(join(dist, 'staff.html'), '<html><head></head><body></body></html>')
  mkdirSync(join(dist, '.ssr'))
  writeFileSync(join(dist, '.ssr', 'entry-server.js'), RENDERER)
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))

function front(options: { metrics?: boolean; logRequest?: (entry: RequestLogEntry) => void }) {
  // Nothing listens on port 9 (discard): the upstream API is down.
  return createFront({
    staticDir: dist,
    supabaseUrl: 'http://127.0.0.1:9',
    anonKey: 'anon',
    ...options,
  })
}

describe('health, readiness and metrics', () => {
  it('is alive but not ready while its API is down; /metrics only when enabled', async () => {
    const plain = front({})
    const url = await plain.listen(0)
    expect(await (await fetch(`${url}/healthz`)).text()).toBe('ok\n')
    const readyz = await fetch(`${url}/readyz`)
    expect(readyz.status).toBe(503)
    expect(await readyz.text()).toMatch(/^not ready: /)
    expect((await fetch(`${url}/metrics`)).status).toBe(404)
    await plain.close()

    const measured = front({ metrics: true })
    const base = await measured.listen(0)
    await fetch(`${base}/berita`)
    await fetch(`${base}/berita`)
    const metrics = await fetch(`${base}/metrics`)
    expect(metrics.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
    const text = await metrics.text()
    expect(text).toContain('lsbu_http_requests_total{route="page",status="200"} 2')
    expect(text).toContain('lsbu_http_request_duration_seconds_count{route="page"} 2')
    expect(text).toMatch(/lsbu_http_request_duration_seconds_bucket\{route="page",le="\+Inf"\} 2/)
    expect(text).toContain('lsbu_page_cache_hits_total 1')
    expect(text).toContain('lsbu_page_cache_renders_total 1')
    expect(text).not.toContain('lsbu_database_') // a front's database is its upstream's
    await measured.close()
  })

  it('the embedded backend also reports the time its requests spend in the database', async () => {
    const tb = await startBackend({ metrics: true })
    try {
      const read = async () => {
        const { error } = await tb.anon().from('faqs').select('id').limit(1)
        expect(error).toBeNull()
        const text = await (await fetch(`${tb.url}/metrics`)).text()
        return {
          seconds: Number(/^lsbu_database_seconds_total (\S+)$/m.exec(text)?.[1]),
          count: Number(/^lsbu_database_transactions_total (\d+)$/m.exec(text)?.[1]),
        }
      }
      const first = await read()
      expect(first.seconds).toBeGreaterThan(0)
      const second = await read()
      expect(second.count).toBeGreaterThan(first.count)
      expect(second.seconds).toBeGreaterThan(first.seconds)
    } finally {
      await tb.stop()
    }
  })
})

describe('request logs', () => {
  it('carry an id, method, path, route class, status and duration, never the query', async () => {
    const entries: RequestLogEntry[] = []
    const server = front({ logRequest: (entry) => entries.push(entry) })
    const url = await server.listen(0)
    await fetch(`${url}/berita?email=budi@contoh.id`, {
      headers: { 'x-request-id': 'lb-1234abcd' },
    })
    await fetch(`${url}/assets/missing.js`)
    await server.close()
    expect(entries).toEqual([
      {
        msg: 'request',
        id: 'lb-1234abcd',
        method: 'GET',
        path: '/berita',
        route: 'page',
        status: 200,
        ms: expect.any(Number),
      },
      {
        msg: 'request',
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        method: 'GET',
        path: '/assets/missing.js',
        route: 'asset',
        status: 404,
        ms: expect.any(Number),
      },
    ])
  })

  it('shows stored files only down to their bucket', () => {
    expect(loggedPath('/storage/v1/object/public/docs/ktp-budi.pdf')).toBe(
      '/storage/v1/object/public/docs/…',
    )
    expect(loggedPath('/storage/v1/object/sign/docs/a/b.pdf?token=x')).toBe(
      '/storage/v1/object/sign/docs/…',
    )
    expect(loggedPath('/storage/v1/object/docs/budi.pdf')).toBe('/storage/v1/object/docs/…')
    expect(loggedPath('/storage/v1/render/image/public/news/x.jpg?width=4')).toBe(
      '/storage/v1/render/image/public/news/…',
    )
    expect(loggedPath('/rest/v1/articles?title=eq.x')).toBe('/rest/v1/articles')
  })
})

describe('graceful shutdown', () => {
  it('finishes the request under way, then stops; new connections are refused', async () => {
    const server = front({})
    const url = await server.listen(0)
    const started = Date.now()
    const slow = fetch(`${url}/slow`).then(async (r) => ({
      status: r.status,
      body: await r.text(),
    }))
    // The slow render is under way (the renderer counts the renders it started).
    await expect.poll(() => slowRendersStarted()).toBe(1)
    const closing = server.close().then(() => Date.now() - started)
    await expect
      .poll(() =>
        fetch(`${url}/healthz`).then(
          () => 'answered',
          () => 'refused',
        ),
      )
      .toBe('refused')
    const answer = await slow
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('<main>/slow</main>')
    // The render takes 800 ms from the start: close() waited for it.
    expect(await closing).toBeGreaterThanOrEqual(790)
  })
})
