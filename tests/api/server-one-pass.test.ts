/**
 * One render per page: every public route declares the queries it reads (src/lib/
 * page-queries.ts), the server renderer (src/entry-server.tsx) loads them first and renders the
 * page once. Each route of the public router is rendered here, on the product schema and demo
 * content, and must render once with every query it read already answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { matchPublicRoutes } from '../../src/app/router'
import { publicPageRoutes } from '../../src/app/routes/public/routes'
import { render, renderCount } from '../../src/entry-server'
import { startBackend, type TestBackend } from './helpers'

let tb: TestBackend
let samples: Record<string, string>

beforeAll(async () => {
  tb = await startBackend()
  const service = tb.service()
  const first = async (table: string, column: string, filter?: [string, unknown]) => {
    let query = service.from(table).select(column).limit(1)
    if (filter) query = query.eq(filter[0], filter[1])
    const { data, error } = await query.single()
    if (error) throw error
    return String((data as unknown as Record<string, unknown>)[column])
  }
  samples = {
    article: await first('articles', 'slug', ['is_published', true]),
    certificate: await first('certificates', 'number', ['status', 'aktif']),
  }
})
afterAll(() => tb?.stop())

/** An address for each route of the public router (a sample value for each parameter). */
function addresses(): string[] {
  const list: string[] = []
  for (const route of publicPageRoutes) {
    if (route.redirectTo) continue
    if (route.index) list.push('/')
    else if (route.path === '*') list.push('/tidak/ada/halaman')
    else
      list.push(
        '/' +
          route
            .path!.replace(':number', samples.certificate!)
            .replace('informasi/news/:slug', `informasi/news/${samples.article}`)
            .replace(':token', 'token-tidak-dikenal')
            .replace(':slug', 'halaman-tidak-ada'),
      )
  }
  // Pages whose data depends on the query string.
  list.push(
    '/informasi/news?page=2',
    '/cari?q=sertifikat',
    '/layanan/cek-sbu?q=PT',
    '/layanan/direktori?q=PT&page=2',
    '/layanan/status?ref=KEL-2026-00001',
    '/?lng=en',
  )
  return list
}

describe('the server renderer', () => {
  it('covers every page route of the public router', () => {
    const paths = addresses()
    expect(paths.length).toBeGreaterThan(25)
    for (const path of paths) {
      const leaf = matchPublicRoutes(new URL(path, 'http://x').pathname).at(-1)
      expect(leaf?.route.path === '*' || !path.startsWith('/tidak'), path).toBe(true)
    }
  })

  it('renders each public page once, with every query it reads loaded beforehand', async () => {
    const failures: string[] = []
    for (const path of addresses()) {
      const before = renderCount()
      const result = await render({
        url: `http://127.0.0.1${path}`,
        supabaseUrl: tb.url,
        supabaseAnonKey: tb.anonKey,
      })
      const renders = renderCount() - before
      if (result.kind !== 'page') {
        failures.push(`${path}: ${result.kind}`)
        continue
      }
      if (renders !== 1) failures.push(`${path}: ${renders} renders`)
      if (result.unprefetched.length)
        failures.push(`${path}: not declared ${result.unprefetched.join(', ')}`)
      if (!result.complete) failures.push(`${path}: incomplete`)
    }
    expect(failures).toEqual([])
  })

  it('finds a query a page reads that its route does not declare', async () => {
    const root = matchPublicRoutes('/')[0]!.route as { queries?: unknown }
    const declared = root.queries
    root.queries = undefined
    try {
      const result = await render({
        url: 'http://127.0.0.1/informasi/faq',
        supabaseUrl: tb.url,
        supabaseAnonKey: tb.anonKey,
      })
      expect(result.kind === 'page' && result.unprefetched).toEqual(['["public_layout"]'])
      expect(result.kind === 'page' && result.complete).toBe(false)
    } finally {
      root.queries = declared
    }
  })
})
