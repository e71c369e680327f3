/**
 * Two `npm start` processes on one PostgreSQL (DATABASE_URL) and one shared data folder, as
 * docs/deploy.md describes them behind a balancer: started at the same moment on an empty
 * database (the migrations and the seed run once), a write through one shows on the other's
 * pages within a second (NOTIFY), a scheduled article appears on both at its time, the daily
 * checkpoint is signed once, files stored through one are served by the other, a statement past
 * its role's timeout is cancelled without delaying others, and `kill -9` of one process during a
 * burst of writes loses no acknowledged write while the other keeps serving.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadConfig } from '../../supabase/local/config'
import { onCluster } from '../support/postgres15'
import {
  PG15_MISSING,
  pg15Available,
  type Postgres15,
  startPostgres15,
} from '../support/postgres15'
import { killAll, type ServerProcess, startServerProcess } from '../support/server-process'

/** Pages read the site's name and the published articles' titles, as the real renderer would. */
const RENDERER = `
export function detectLanguage() { return 'id' }
export async function render(request) {
  const get = (path) => fetch(request.supabaseUrl + '/rest/v1/' + path, {
    headers: { apikey: request.supabaseAnonKey, authorization: 'Bearer ' + request.supabaseAnonKey },
  }).then((res) => res.json())
  const [[settings], articles] = await Promise.all([
    get('site_settings?select=site_name'),
    get('articles?select=slug&order=slug'),
  ])
  return {
    kind: 'page', status: 200, language: 'id',
    head: '<title>' + settings.site_name + '</title>',
    body: '<main><h1 id="name">' + settings.site_name + '</h1><ul>' +
      articles.map((a) => '<li>' + a.slug + '</li>').join('') + '</ul></main>',
    state: '',
  }
}
`

const children: ChildProcess[] = []
let cluster: Postgres15
let dataDir: string
let dist: string
let replicas: ServerProcess[]
let serviceRoleKey: string
let anonKey: string

const sql = (query: string) => cluster.query(query, 'site')

beforeAll(async () => {
  if (!pg15Available) throw new Error(PG15_MISSING)
  cluster = await startPostgres15()
  await onCluster(`postgres://postgres@127.0.0.1:${cluster.port}`, 'create database site')
  dataDir = mkdtempSync(join(tmpdir(), 'lsbu-pg-replicas-'))
  dist = mkdtempSync(join(tmpdir(), 'lsbu-pg-replicas-dist-'))
  for (const file of ['index.html', 'staff.html'])
    writeFileSync(
      join(dist, file),
      '<!doctype html><html lang="id"><head></head><body><div id="root"></div></body></html>',
    )
  mkdirSync(join(dist, '.ssr'))
  writeFileSync(join(dist, '.ssr', 'entry-server.js'), RENDERER)
  const env = {
    DATABASE_URL: `postgres://postgres@127.0.0.1:${cluster.port}/site`,
    DATA_DIR: dataDir,
    DIST_DIR: dist,
    PORT: '0',
    STATEMENT_TIMEOUT_ANON: '1s',
  }
  // At the same moment, on an empty database.
  replicas = await Promise.all([
    startServerProcess(env, children),
    startServerProcess(env, children),
  ])
  ;({ serviceRoleKey, anonKey } = loadConfig(dataDir, {}))
}, 180_000)

afterAll(() => {
  killAll(children)
  cluster?.stop()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(dist, { recursive: true, force: true })
})

const service = (url: string, path: string, init: RequestInit = {}) =>
  fetch(`${url}${path}`, {
    ...init,
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  })

const page = async (url: string) => await (await fetch(`${url}/profil`)).text()
const heading = async (url: string) => /<h1 id="name">([^<]*)<\/h1>/.exec(await page(url))?.[1]

describe('two servers on one PostgreSQL', () => {
  it('started together on an empty database: migrations, seed and the first checkpoint once', () => {
    const migrations = readdirSync(join(__dirname, '../../supabase/migrations')).filter((f) =>
      f.endsWith('.sql'),
    )
    expect(sql('select count(*) from supabase_migrations.schema_migrations')).toBe(
      String(migrations.length),
    )
    expect(Number(sql('select count(*) from public.faqs'))).toBeGreaterThan(0)
    // Both ran their register round at start; the lock let only one sign.
    expect(sql('select count(*) from public.certificate_chain_checkpoints')).toBe('1')
    // One set of keys in the shared folder: a token of one is valid on the other.
    expect(replicas.every((r) => r.url)).toBe(true)
  })

  it('a write through one shows on the other’s pages within a second', async () => {
    const [a, b] = replicas as [ServerProcess, ServerProcess]
    const before = await heading(b.url)
    expect(await heading(b.url)).toBe(before) // cached now
    const name = `LSBU ${Date.now()}`
    const written = await service(a.url, '/rest/v1/site_settings?singleton=eq.true', {
      method: 'PATCH',
      body: JSON.stringify({ site_name: name }),
    })
    expect(written.status).toBe(204)
    const at = Date.now()
    await expect.poll(() => heading(b.url), { interval: 25, timeout: 5000 }).toBe(name)
    expect(Date.now() - at).toBeLessThan(1000)
  })

  it('shows an article scheduled a moment ahead on both, at its time, with no write then', async () => {
    const due = new Date(Date.now() + 2500)
    for (const r of replicas) expect(await page(r.url)).not.toContain('terjadwal-replika')
    const inserted = await service(replicas[0]!.url, '/rest/v1/articles', {
      method: 'POST',
      body: JSON.stringify({
        slug: 'terjadwal-replika',
        title: { id: 'Terjadwal', en: 'Scheduled' },
        content: { id: 'Isi.', en: 'Body.' },
        status: 'published',
        published_at: due.toISOString(),
      }),
    })
    expect(inserted.status).toBe(201)
    for (const r of replicas) expect(await page(r.url)).not.toContain('terjadwal-replika')
    await Promise.all(
      replicas.map(async (r) => {
        await expect
          .poll(() => page(r.url), { interval: 50, timeout: 8000 })
          .toContain('terjadwal-replika')
        expect(Date.now() - due.getTime()).toBeLessThan(1500)
      }),
    )
  })

  it('serves a file stored through one from the other (the shared storage folder)', async () => {
    const bytes = Buffer.from(`%PDF-1.4 replica ${Date.now()}`)
    const name = `replika-${Date.now()}.pdf`
    const uploaded = await service(replicas[0]!.url, `/storage/v1/object/media/${name}`, {
      method: 'POST',
      body: bytes,
      headers: { 'content-type': 'application/pdf' },
    })
    expect(uploaded.status, await uploaded.clone().text()).toBe(200)
    const read = await service(replicas[1]!.url, `/storage/v1/object/media/${name}`)
    expect(read.status).toBe(200)
    expect(Buffer.from(await read.arrayBuffer())).toEqual(bytes)
  })

  it('cancels a statement past its role’s timeout without delaying the others', async () => {
    sql(`create function public.lambat() returns void language sql as 'select pg_sleep(10)';
         grant execute on function public.lambat() to anon`)
    const url = replicas[0]!.url
    const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}` }
    const started = Date.now()
    const slow = fetch(`${url}/rest/v1/rpc/lambat`, { method: 'POST', headers }).then(
      async (res) => ({ status: res.status, body: (await res.json()) as { code: string } }),
    )
    // While it runs, other visitors' reads on the same process are answered at once.
    const times: number[] = []
    await new Promise((r) => setTimeout(r, 100))
    for (let i = 0; i < 10; i++) {
      const t = Date.now()
      const res = await fetch(`${url}/rest/v1/faqs?select=id&limit=1`, { headers })
      expect(res.status).toBe(200)
      times.push(Date.now() - t)
    }
    const { status, body } = await slow
    expect(status).toBe(500)
    expect(body.code).toBe('57014')
    expect(Date.now() - started).toBeLessThan(4000)
    expect(Math.max(...times)).toBeLessThan(500)
  })

  it('kill -9 of one during a burst of writes loses no acknowledged write; the other goes on', async () => {
    sql(`create table public.replica_burst (n int primary key);
         alter table public.replica_burst enable row level security;
         grant insert, select on public.replica_burst to service_role`)
    const [a, b] = replicas as [ServerProcess, ServerProcess]
    const acknowledged: number[] = []
    const failedOnB: number[] = []
    let next = 0
    const write = async (r: ServerProcess) => {
      const n = next++
      try {
        const res = await service(r.url, '/rest/v1/replica_burst', {
          method: 'POST',
          body: JSON.stringify({ n }),
        })
        if (res.status === 201) acknowledged.push(n)
        else if (r === b) failedOnB.push(n)
      } catch {
        if (r === b) failedOnB.push(n)
      }
    }
    const worker = async (r: ServerProcess) => {
      for (let i = 0; i < 40; i++) await write(r)
    }
    const burst = Promise.all([worker(a), worker(a), worker(b), worker(b)])
    await expect
      .poll(() => acknowledged.length, { interval: 5, timeout: 20_000 })
      .toBeGreaterThan(30)
    a.child.kill('SIGKILL')
    await burst
    expect(failedOnB).toEqual([])
    const stored = new Set(
      sql('select n from public.replica_burst order by n').split('\n').filter(Boolean).map(Number),
    )
    for (const n of acknowledged) expect(stored.has(n)).toBe(true)
    expect(acknowledged.length).toBeGreaterThan(80)
    expect(await heading(b.url)).toBeTruthy()
  })
})
