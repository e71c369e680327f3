/** The embedded backend mounted into a Vite dev server: same origin, runtime config in index.html. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { closeEmbeddedBackends, embeddedBackend } from '../../supabase/local/vite-plugin'
import { restFixtureDir } from './fixtures/rest/setup'

let server: ViteDevServer
let root: string
let dataDir: string
let url: string

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'lsbu-vite-root-'))
  dataDir = mkdtempSync(join(tmpdir(), 'lsbu-vite-data-'))
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body></body></html>',
  )
  server = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1' },
    plugins: [
      embeddedBackend({ dataDir, migrationsDir: restFixtureDir, seedFile: null, log: () => {} }),
    ],
  })
  await server.listen()
  url = server.resolvedUrls!.local[0]!.replace(/\/$/, '')
})

afterAll(async () => {
  await server?.close()
  await closeEmbeddedBackends()
  rmSync(root, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
})

it('serves /rest/v1 from the dev server and injects the anon key (never the service key) into index.html', async () => {
  const html = await (await fetch(`${url}/`)).text()
  const match = /<script id="lsbu-env" type="application\/json">(.*?)<\/script>/.exec(html)
  expect(match).not.toBeNull()
  const env = JSON.parse(match![1]!)
  expect(env.backend).toBe('embedded')
  expect(typeof env.supabaseAnonKey).toBe('string')
  expect(html).not.toContain('service_role')

  const res = await fetch(`${url}/rest/v1/authors?select=name&id=eq.1`, {
    headers: { apikey: env.supabaseAnonKey, Origin: url },
  })
  expect(res.status).toBe(200)
  expect(await res.json()).toEqual([{ name: 'Ayu' }])
  // Same origin as the page: CORS answers for it.
  expect(res.headers.get('access-control-allow-origin')).toBe(url)
})

it('leaves other paths to Vite', async () => {
  const res = await fetch(`${url}/some/route`)
  expect(res.status).toBe(200)
  expect(await res.text()).toContain('lsbu-env')
})
