/**
 * Register lookups are counted per visitor on every path, with the real renderer
 * (src/entry-server.tsx): the lookup pages are known by the route the router matches, so
 * another spelling (case, trailing slash, %2D) gets a 301 to the canonical address and no fresh
 * allowance; and the renderer's own reads reach the database as the visitor's, so its limit
 * counts them too.
 */
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { realRendererDist, startBackend, type TestBackend } from './helpers'

let dist: ReturnType<typeof realRendererDist>
let tb: TestBackend
let number = ''

beforeAll(async () => {
  dist = realRendererDist()
  // One trusted proxy: a test speaks for a visitor through X-Forwarded-For.
  tb = await startBackend({ staticDir: dist.dir, trustProxy: 1 })
  const { data } = await tb
    .service()
    .from('certificate_register')
    .select('number')
    .eq('company_name', 'Beton Nusantara Jaya')
    .single()
  number = (data as { number: string }).number
})
afterAll(async () => {
  await tb?.stop()
  dist?.remove()
})

const as = (address: string) => ({ 'x-forwarded-for': address })

async function page(path: string, address: string, redirect: RequestRedirect = 'follow') {
  const res = await fetch(`${tb.url}${path}`, { headers: as(address), redirect })
  return { res, html: await res.text() }
}

/** Register lookups the database has counted for an address (its rate limit's table). */
async function counted(address: string): Promise<number> {
  const { rows } = await tb.backend.db.pg.query<{ n: number }>(
    'select count(*)::int as n from private.register_lookups where client_addr = $1',
    [address],
  )
  return rows[0]!.n
}

describe('the register lookup pages', () => {
  it('answer another spelling of their address with a 301 to the canonical one, reading nothing', async () => {
    const visitor = '203.0.113.50'
    const encoded = number.replace(/-/g, '%2D')
    const spellings: [string, string][] = [
      [`/Verifikasi/${number}`, `/verifikasi/${number}`],
      [`/verifikasi/${number.toLowerCase()}`, `/verifikasi/${number}`],
      [`/verifikasi/${encoded}`, `/verifikasi/${number}`],
      [`/verifikasi/${number}/?lng=en`, `/verifikasi/${number}?lng=en`],
      ['/LAYANAN/Cek-SBU/?q=beton', '/layanan/cek-sbu?q=beton'],
      ['/layanan/cek-sbu/', '/layanan/cek-sbu'],
      ['/Layanan/Direktori?provinsi=Bali', '/layanan/direktori?provinsi=Bali'],
    ]
    for (const [path, canonical] of spellings) {
      const { res } = await page(path, visitor, 'manual')
      expect(res.status, path).toBe(301)
      expect(res.headers.get('location'), path).toBe(canonical)
    }
    expect(await counted(visitor)).toBe(0)
    // The canonical address itself is the page.
    expect((await page(`/verifikasi/${number}`, visitor, 'manual')).res.status).toBe(200)
    // A number typed with other separators is found, then moved to the certificate's address.
    const spaced = await page(`/verifikasi/${number.replace(/-/g, '%20')}`, visitor, 'manual')
    expect(spaced.res.status).toBe(301)
    expect(spaced.res.headers.get('location')).toBe(`/verifikasi/${number}`)
  })

  it('count a visitor’s lookups whatever the spelling: 60 in ten minutes, then 429', async () => {
    const visitor = '203.0.113.51'
    const paths = (i: number) => [
      `/layanan/cek-sbu?q=SBU-EJAAN-${i}`,
      `/Layanan/Cek-SBU/?q=SBU-EJAAN-${i}`,
      `/VERIFIKASI/sbu-ejaan-${i}/`,
      `/layanan/direktori/?provinsi=Bali&page=${i}`,
    ]
    for (let i = 0; i < 60; i++) {
      const { res } = await page(paths(i)[i % 4]!, visitor)
      expect([200, 404], paths(i)[i % 4]).toContain(res.status)
    }
    for (const path of paths(60)) {
      const { res, html } = await page(path, visitor)
      expect(res.status, path).toBe(429)
      expect(html).toContain('Silakan coba lagi dalam 10 menit.')
    }
    // Another visitor is not affected.
    expect((await page(paths(60)[1]!, '198.51.100.60')).res.status).toBe(200)
  })

  it("count the renderer's own reads in the database, as the visitor's", async () => {
    const visitor = '203.0.113.52'
    expect((await page('/verifikasi/SBU-BACA-000001', visitor)).res.status).toBe(404)
    expect((await page('/layanan/cek-sbu?q=Renderer%20Membaca', visitor)).res.status).toBe(200)
    expect(await counted(visitor)).toBe(2)

    // A visitor who spent the database's allowance on the API directly gets no page of lookups.
    const spender = '203.0.113.53'
    const client = createClient(tb.url, tb.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
      global: { headers: as(spender) },
    })
    for (let i = 0; i < 60; i++) {
      const { error } = await client.rpc('certificate_by_number', { number: `SBU-API-${i}` })
      expect(error).toBeNull()
    }
    const refused = await page('/layanan/cek-sbu?q=Sudah%20Habis', spender)
    expect(refused.res.status).toBe(429)
    expect(refused.html).toContain('Silakan coba lagi dalam 10 menit.')
    expect(refused.res.headers.get('retry-after')).toBe('600')
    // Not stored for others: the same lookup renders for another visitor.
    expect((await page('/layanan/cek-sbu?q=Sudah%20Habis', '198.51.100.61')).res.status).toBe(200)
  })
})
