/**
 * One render per page: every public route declares the queries it reads (src/lib/
 * page-queries.ts), the server renderer (src/entry-server.tsx) loads them first and renders the
 * page once. Each route of the public router is rendered here, on the product schema and demo
 * content, and must render once with every query it read already answered.
 */
import { resolve } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { RenderedPage, Renderer } from '../../supabase/local/ssr/renderer'
import { startBackend, type TestBackend } from './helpers'

/** What this test reads of the public router (src/app/routes/public/routes.tsx). */
interface Route {
  path?: string
  index?: boolean
  redirectTo?: string
  queries?: unknown
}

/** The renderer and router, loaded by path as the server loads its build (not type-checked here). */
let entry: Renderer & { renderCount: () => number }
let matchPublicRoutes: (path: string) => { route: Route }[]
let publicPageRoutes: Route[]

let tb: TestBackend
let samples: Record<string, string>

beforeAll(async () => {
  const load = (file: string) => import(resolve(file))
  entry = (await load('src/entry-server.tsx')) as typeof entry
  ;({ matchPublicRoutes } = (await load('src/app/router.tsx')) as {
    matchPublicRoutes: typeof matchPublicRoutes
  })
  ;({ publicPageRoutes } = (await load('src/app/routes/public/routes.tsx')) as {
    publicPageRoutes: Route[]
  })
})
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
    article: await first('articles', 'slug', ['status', 'published']),
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
      const before = entry.renderCount()
      const result = await entry.render({
        url: `http://127.0.0.1${path}`,
        supabaseUrl: tb.url,
        supabaseAnonKey: tb.anonKey,
      })
      const renders = entry.renderCount() - before
      if (result.kind !== 'page') {
        failures.push(`${path}: ${result.kind}`)
        continue
      }
      const page = result as RenderedPage
      if (renders !== 1) failures.push(`${path}: ${renders} renders`)
      if (page.unprefetched?.length)
        failures.push(`${path}: not declared ${page.unprefetched.join(', ')}`)
      if (page.complete !== true) failures.push(`${path}: incomplete`)
    }
    expect(failures).toEqual([])
  })

  it('finds a query a page reads that its route does not declare', async () => {
    const root = matchPublicRoutes('/')[0]!.route
    const declared = root.queries
    root.queries = undefined
    try {
      const result = await entry.render({
        url: 'http://127.0.0.1/informasi/faq',
        supabaseUrl: tb.url,
        supabaseAnonKey: tb.anonKey,
      })
      const page = result as RenderedPage
      expect(page.unprefetched).toEqual(['["public_layout"]'])
      expect(page.complete).toBe(false)
    } finally {
      root.queries = declared
    }
  })
})
