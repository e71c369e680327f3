/**
 * One server, two backends: the embedded backend as its own process stands in for
 * hosted Supabase, and two fronts (`npm start` with SUPABASE_URL + SUPABASE_ANON_KEY, no data
 * folder) serve the site from its API. Pages render on both; an edit made through the API (as
 * the staff app on either replica makes it) shows on both within the freshness bound; the
 * browser gets the API's address and the anon key only; the API lets the replicas' origins call
 * it. The pages come from a stand-in renderer that reads the API as src/entry-server.tsx does;
 * tests/e2e/front-replica.spec.ts drives the real build and the staff app through a replica.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadConfig } from '../../supabase/local/config'
import { killAll, type ServerProcess, startServerProcess } from '../support/server-process'

/** Ports given to this test (4631–4639): the replicas' origins must be known to the API's CORS. */
const API_PORT = 4631
const FRONT_PORTS = [4632, 4633]
const MAX_AGE_S = 2

const RENDERER = `
export function detectLanguage(url) { return url.searchParams.get('lng') === 'en' ? 'en' : 'id' }
export async function render(request) {
  const res = await fetch(request.supabaseUrl + '/rest/v1/site_settings?select=site_name', {
    headers: { apikey: request.supabaseAnonKey, authorization: 'Bearer ' + request.supabaseAnonKey },
  })
  const [row] = await res.json()
  return {
    kind: 'page', status: 200, language: request.acceptLanguage ?? 'id',
    head: '<title>' + row.site_name + '</title>',
    body: '<main><h1 id="name">' + row.site_name + '</h1></main>',
    state: '',
  }
}
`

const children: ChildProcess[] = []
let dataDir: string
let dist: string
let api: ServerProcess
let fronts: ServerProcess[]
let serviceRoleKey: string
let anonKey: string
let jwtSecret: string
/** The API sends mail through a server that is not there: its password must not be logged. */
const SMTP_PASSWORD = 'Rahasia-SMTP-7f3a'

const start = (env: Record<string, string>) =>
  startServerProcess({ DIST_DIR: dist, ...env }, children)

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lsbu-replicas-'))
  dist = mkdtempSync(join(tmpdir(), 'lsbu-replicas-dist-'))
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="id"><head><title>LSBU</title></head><body><div id="root"></div></body></html>',
  )
  writeFileSync(
    join(dist, 'staff.html'),
    '<!doctype html><html lang="id"><head><title>Admin</title></head><body><div id="root"></div></body></html>',
  )
  mkdirSync(join(dist, '.ssr'))
  writeFileSync(join(dist, '.ssr', 'entry-server.js'), RENDERER)
  api = await start({
    PORT: String(API_PORT),
    DATA_DIR: dataDir,
    ALLOWED_ORIGINS: FRONT_PORTS.map((port) => `http://127.0.0.1:${port}`).join(','),
    SMTP_URL: `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:9`,
    MAIL_FROM: 'noreply@lsbu.test',
  })
  ;({ serviceRoleKey, anonKey, jwtSecret } = loadConfig(dataDir, {}))
  fronts = await Promise.all(
    FRONT_PORTS.map((port) =>
      start({
        PORT: String(port),
        SUPABASE_URL: api.url,
        SUPABASE_ANON_KEY: anonKey,
        PAGE_TTL_SECONDS: '0.5',
        PAGE_MAX_AGE_SECONDS: String(MAX_AGE_S),
        // A front has no data folder: pointing DATA_DIR at the API's proves it does not touch it.
        DATA_DIR: dataDir,
      }),
    ),
  )
}, 180_000)

afterAll(() => {
  killAll(children)
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(dist, { recursive: true, force: true })
})

const heading = async (url: string) =>
  /<h1 id="name">([^<]*)<\/h1>/.exec(await (await fetch(`${url}/profil`)).text())?.[1]

async function setSiteName(name: string) {
  const response = await fetch(`${api.url}/rest/v1/site_settings?singleton=eq.true`, {
    method: 'PATCH',
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ site_name: name }),
  })
  expect(response.status).toBe(204)
}

describe('two fronts on one Supabase API', () => {
  it('render the public pages on both replicas from the API', async () => {
    for (const front of fronts) {
      const response = await fetch(`${front.url}/profil`)
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toMatch(/<h1 id="name">[^<]+<\/h1>/)
      // The browser is told where the API is, with the anon key and nothing else.
      const env = JSON.parse(/<script id="lsbu-env"[^>]*>([^<]*)<\/script>/.exec(html)![1]!)
      expect(env).toMatchObject({
        supabaseUrl: api.url,
        supabaseAnonKey: anonKey,
        backend: 'hosted',
      })
      expect(html).not.toContain(serviceRoleKey)
      // Its scripts may call the API's origin, and nothing else outside.
      const csp = response.headers.get('content-security-policy')!
      expect(csp).toMatch(new RegExp(`connect-src 'self' ${api.url}(;|$)`))
      // The API is not served by the front.
      expect((await fetch(`${front.url}/rest/v1/site_settings`)).status).toBe(404)
    }
  })

  it('shows an edit on every replica within the freshness bound', async () => {
    const before = await heading(fronts[0]!.url)
    expect(await heading(fronts[1]!.url)).toBe(before)
    // Both replicas now hold the page; the API changes behind them.
    const name = `LSBU ${Date.now()}`
    await setSiteName(name)
    const edited = Date.now()
    const seen = await Promise.all(
      fronts.map(async (front) => {
        await expect.poll(() => heading(front.url), { interval: 100, timeout: 20_000 }).toBe(name)
        return Date.now() - edited
      }),
    )
    // The bound is PAGE_MAX_AGE_SECONDS plus one render; margin for a loaded machine.
    for (const ms of seen) expect(ms).toBeLessThan(MAX_AGE_S * 1000 + 4000)
  })

  it('serves the staff app, whose API calls the replica origin may make', async () => {
    for (const front of fronts) {
      const html = await (await fetch(`${front.url}/admin`)).text()
      expect(html).toContain('<title>Admin</title>')
      expect(html).toContain(`"supabaseUrl":"${api.url}"`)
      const preflight = await fetch(`${api.url}/auth/v1/token?grant_type=password`, {
        method: 'OPTIONS',
        headers: { origin: front.url, 'access-control-request-method': 'POST' },
      })
      expect(preflight.status).toBe(204)
      const token = await fetch(`${api.url}/auth/v1/settings`, {
        headers: { origin: front.url, apikey: anonKey },
      })
      expect(token.headers.get('access-control-allow-origin')).toBe(front.url)
    }
  })

  it('answers /healthz and /readyz, and logs requests as JSON without tokens or query strings', async () => {
    const front = fronts[0]!
    expect((await fetch(`${front.url}/healthz`)).status).toBe(200)
    expect(await (await fetch(`${front.url}/readyz`)).text()).toBe('ready\n')
    expect((await fetch(`${api.url}/readyz`)).status).toBe(200)
    const secret = 'eyJsecret.token.value'
    await fetch(`${front.url}/berita?email=budi%40contoh.id&token=${secret}`, {
      headers: { authorization: `Bearer ${secret}`, cookie: `sb-access-token=${secret}` },
    })
    await fetch(`${api.url}/rest/v1/site_settings?select=email&email=eq.budi@contoh.id`, {
      headers: { apikey: anonKey, authorization: `Bearer ${secret}` },
    })
    await fetch(`${api.url}/storage/v1/object/public/documents/ktp-budi-santoso.pdf`)
    // Each server logs a request once it has answered it: wait for the three lines.
    const logged = () => [...front.lines, ...api.lines].filter((line) => line.msg === 'request')
    await expect
      .poll(() =>
        ['/berita', '/rest/v1/site_settings', '/storage/v1/object/public/documents/…'].every(
          (path) => logged().some((line) => line.path === path),
        ),
      )
      .toBe(true)
    const requests = logged()
    expect(requests.find((line) => line.path === '/berita')).toMatchObject({
      level: 'info',
      method: 'GET',
      route: 'page',
      status: expect.any(Number) as number,
      ms: expect.any(Number) as number,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
    })
    expect(requests.find((line) => line.path === '/rest/v1/site_settings')).toBeTruthy()
    expect(requests.some((line) => line.path === '/storage/v1/object/public/documents/…')).toBe(
      true,
    )
    for (const output of [front.stdout(), api.stdout()]) {
      for (const leak of [
        secret,
        'budi',
        anonKey,
        serviceRoleKey,
        jwtSecret,
        SMTP_PASSWORD,
        'santoso',
      ])
        expect(output).not.toContain(leak)
    }
  })

  it('a front is not ready once its API is gone, and stops cleanly on SIGTERM', async () => {
    api.child.kill('SIGTERM')
    await new Promise((r) => api.child.once('exit', r))
    const readyz = await fetch(`${fronts[1]!.url}/readyz`)
    expect(readyz.status).toBe(503)
    const front = fronts[1]!
    front.child.kill('SIGTERM')
    const code = await new Promise((r) => front.child.once('exit', r))
    expect(code).toBe(0)
  })
})
