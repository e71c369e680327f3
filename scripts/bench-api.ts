/**
 * `npm run bench:api`: loopback benchmark of the embedded backend on the product schema and
 * demo seed. Starts the server as a child process on a fresh temporary data folder (cold
 * start), restarts it on the same folder (warm start), then drives each scenario for a
 * bounded time with keep-alive connections and reports requests/s and p50/p99 latency.
 * Stops by itself; nothing leaves 127.0.0.1. Options (env): BENCH_SECONDS (default 5),
 * BENCH_CONCURRENCY (default 8), BENCH_JSON=1 for machine-readable output.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import {
  cleanUp,
  growRegister,
  load,
  type LoadResult,
  send,
  startChild,
  stopChild,
} from './bench-lib'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8)
const MAX_REQUESTS = 200_000
const BENCH_EMAIL = 'bench@lsbu.local'
const BENCH_PASSWORD = 'bench-password-123'

/** Child mode: the backend on the data folder, sign-in rate limit lifted for the benchmark. */
async function serve(dataDir: string) {
  const started = performance.now()
  const { createBackend } = await import('../supabase/local/server')
  const backend = await createBackend({
    dataDir,
    config: { signInRateLimit: { windowSeconds: 1, perAddress: 1e9, perEmail: 1e9 } },
  })
  const url = await backend.listen(0)
  process.stdout.write(
    `READY ${JSON.stringify({ url, anonKey: backend.config.anonKey, serviceRoleKey: backend.config.serviceRoleKey, openMs: performance.now() - started })}\n`,
  )
  process.on('SIGTERM', () => void backend.close().then(() => process.exit(0)))
}

interface Server {
  url: string
  anonKey: string
  serviceRoleKey: string
  /** Inside the process: opening the database (+ bootstrap, migrations, seed) to listening. */
  openMs: number
}

const startServer = (dataDir: string) =>
  startChild<Server>(fileURLToPath(import.meta.url), [dataDir])

/** The certificate register is benchmarked at this size (goal: p99 ≤ 20 ms at 10,000). */
const REGISTER_SIZE = Number(process.env.BENCH_REGISTER ?? 10_000)
/**
 * The three public register RPCs: by number, by NIB, by name (capped at 20), the directory;
 * with `concurrency` connections (1: one visitor's lookup; the embedded engine runs one
 * statement at a time, so with 8 connections a request also waits for up to 7 others).
 */
function registerScenarios(
  anon: Record<string, string>,
  r: { number: string; nib: string; name: string },
  concurrency: number,
): Scenario[] {
  const rpc = (name: string, fn: string, body: unknown): Scenario => ({
    name: `${name}, ${concurrency} connection${concurrency > 1 ? 's' : ''}`,
    method: 'POST',
    path: `/rest/v1/rpc/${fn}`,
    headers: { ...anon, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    expect: 200,
    concurrency,
  })
  return [
    rpc('RPC check_certificate by number (10k register)', 'check_certificate', {
      query: r.number.replace(/-/g, ' '),
    }),
    rpc('RPC check_certificate by NIB', 'check_certificate', { query: r.nib }),
    rpc('RPC check_certificate by name (≤ 20 results)', 'check_certificate', { query: r.name }),
    // a legal form and a typo: no name contains it, the similar names are ranked (pg_trgm)
    rpc('RPC check_certificate by name with a typo', 'check_certificate', {
      query: `PT. ${r.name.replace('bangun', 'bangn')}`,
    }),
    rpc('RPC certificate_by_number', 'certificate_by_number', { number: r.number }),
    rpc('RPC directory (province + subclass, page 3)', 'directory', {
      filters: { province: 'Jawa Barat', subclass: 'BG001' },
      page: 3,
    }),
    rpc('RPC directory by name', 'directory', { filters: { q: `PT. ${r.name}` }, page: 1 }),
  ]
}

interface Scenario {
  name: string
  method: string
  path: string
  headers: Record<string, string>
  body?: string
  expect: number
  concurrency?: number
}

interface Result extends LoadResult {
  name: string
}

async function run(base: string, s: Scenario, seconds = SECONDS): Promise<Result> {
  const once = async () =>
    (await send(base + s.path, s.method, s.headers, s.body)).status === s.expect
  return {
    name: s.name,
    ...(await load(seconds, s.concurrency ?? CONCURRENCY, once, { maxRequests: MAX_REQUESTS })),
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lsbu-bench-'))
  try {
    console.log(
      `bench:api — ${SECONDS}s per scenario, concurrency ${CONCURRENCY}, data in ${dataDir}`,
    )
    const cold = await startServer(dataDir)
    await stopChild(cold.child)
    const started = await startServer(dataDir)
    const warm = started.info
    const base = warm.url
    const anon = {
      apikey: warm.anonKey,
      Authorization: `Bearer ${warm.anonKey}`,
      Accept: 'application/json',
    }
    const service = {
      apikey: warm.serviceRoleKey,
      Authorization: `Bearer ${warm.serviceRoleKey}`,
      'Content-Type': 'application/json',
    }

    // A confirmed user for the sign-in scenario (through the admin API, as the app's setup does).
    const created = await send(
      `${base}/auth/v1/admin/users`,
      'POST',
      service,
      JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD, email_confirm: true }),
    )
    const authReady = created.status === 200
    const register = await growRegister(base, service, REGISTER_SIZE)
    const scenarios: Scenario[] = [
      {
        name: 'public list read (articles, 10 newest published)',
        method: 'GET',
        path: '/rest/v1/articles?select=id,slug,title,excerpt,cover_image_url,published_at&status=eq.published&order=published_at.desc&limit=10',
        headers: anon,
        expect: 200,
      },
      {
        name: 'nested navigation read (self-embed children)',
        method: 'GET',
        path: '/rest/v1/navigation_menus?select=*,children:navigation_menus(*)&parent_id=is.null&is_published=eq.true&order=sort_order.asc&children.is_published=eq.true&children.order=sort_order.asc',
        headers: anon,
        expect: 200,
      },
      {
        name: 'RPC public_layout (settings + navigation tree)',
        method: 'POST',
        path: '/rest/v1/rpc/public_layout',
        headers: { ...anon, 'Content-Type': 'application/json' },
        body: '{}',
        expect: 200,
      },
      {
        name: 'RPC count_users',
        method: 'POST',
        path: '/rest/v1/rpc/count_users',
        headers: { ...anon, 'Content-Type': 'application/json' },
        body: '{}',
        expect: 200,
      },
      ...registerScenarios(anon, register, 1),
      ...registerScenarios(anon, register, CONCURRENCY),
      // Goal: p99 ≤ 30 ms on the seeded content. Words (full text + highlighted snippets),
      // a code typed with a space (trigram + code match), English; one search at a time (a
      // visitor's) and 8 at once, like the register's lookups.
      ...[1, CONCURRENCY].flatMap((concurrency) =>
        (
          [
            ['RPC search_site words (id)', 'biaya sertifikasi', 'id'],
            ['RPC search_site code with a typo-like space (id)', 'bg 001', 'id'],
            ['RPC search_site words (en)', 'certification fees', 'en'],
          ] as const
        ).map(([name, q, lang]): Scenario => ({
          name: `${name}, ${concurrency} connection${concurrency > 1 ? 's' : ''}`,
          method: 'POST',
          path: '/rest/v1/rpc/search_site',
          headers: { ...anon, 'Content-Type': 'application/json' },
          body: JSON.stringify({ q, lang }),
          expect: 200,
          concurrency,
        })),
      ),
    ]
    if (authReady) {
      scenarios.push({
        name: 'password sign-in (bcrypt)',
        method: 'POST',
        path: '/auth/v1/token?grant_type=password',
        headers: {
          apikey: warm.anonKey,
          Authorization: `Bearer ${warm.anonKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
        expect: 200,
        concurrency: 2,
      })
    }
    // Sanity: every scenario answers as expected before it is timed.
    for (const s of scenarios) {
      const res = await send(base + s.path, s.method, s.headers, s.body)
      if (res.status !== s.expect)
        throw new Error(
          `${s.name}: expected ${s.expect}, got ${res.status} ${res.text().slice(0, 300)}`,
        )
    }
    const results: Result[] = []
    for (const s of scenarios) {
      await run(base, s, 1) // warm-up, not counted
      results.push(await run(base, s))
    }
    await stopChild(started.child)

    const startRows = [
      {
        name: 'cold start (empty data folder: bootstrap, migrations, seed)',
        readyMs: cold.readyMs,
        openMs: cold.info.openMs,
      },
      { name: 'warm start (existing data folder)', readyMs: started.readyMs, openMs: warm.openMs },
    ]
    if (process.env.BENCH_JSON) {
      console.log(
        JSON.stringify(
          {
            seconds: SECONDS,
            concurrency: CONCURRENCY,
            results,
            starts: startRows,
            authPending: !authReady,
          },
          null,
          2,
        ),
      )
      return
    }
    console.log(
      '\n| scenario | requests | errors | req/s | p50 ms | p99 ms |\n|---|---:|---:|---:|---:|---:|',
    )
    for (const r of results) {
      console.log(
        `| ${r.name} | ${r.requests} | ${r.errors} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} |`,
      )
    }
    if (!authReady)
      console.log(
        `| password sign-in | pending: /auth/v1/admin/users answered ${created.status} | | | | |`,
      )
    console.log(
      '\n| start | spawn → listening ms | database open → listening ms |\n|---|---:|---:|',
    )
    for (const s of startRows)
      console.log(`| ${s.name} | ${s.readyMs.toFixed(0)} | ${s.openMs.toFixed(0)} |`)
  } finally {
    cleanUp()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3]!)
else await main()
