/**
 * `npm run bench:pages`: server-rendered public pages per second and latency, from the page
 * cache and rendered on every request, and how soon an edit shows. Uses the build in dist/
 * (builds it when missing; BENCH_DIST=<dir> for another), starts `npm start`'s server as a child
 * process on a fresh temporary data folder (demo content), drives each page with BENCH_CONCURRENCY
 * (8) keep-alive clients for BENCH_SECONDS (5) after a 1 s warm-up — the approach of the
 * project's shared tool, /work/shared/peers/pages.mjs, with a browser's Accept-Encoding — then:
 *   - freshness after an edit: an article's title changed through the API while 8 clients
 *     keep loading the news list; the delay from the write's answer to the first news list
 *     with the new title (BENCH_EDITS times);
 *   - freshness of a scheduled publication: an article published 2 s ahead; the delay from its
 *     time to the first news list that shows it, with nobody writing;
 * and the same pages again with the cache off (PAGE_CACHE_MB=0: every request renders).
 * Fails when the cached home page is under 2,000 pages/s or over 20 ms p99, or an edit shows
 * later than 1 s (BENCH_NO_ASSERT=1 reports only). Run it alone: `flock /tmp/lsbu-heavy.lock …`.
 */
import { execSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import {
  BENCH_FIRST,
  benchNumber,
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
const EDITS = Number(process.env.BENCH_EDITS ?? 10)
const DIST = resolve(process.env.BENCH_DIST ?? 'dist')
const TARGET = { rps: 2000, p99: 20, freshMs: 1000 }
/** The register's pages are measured at this size (BENCH_REGISTER=0 leaves them out). */
const REGISTER_SIZE = Number(process.env.BENCH_REGISTER ?? 10_000)
interface Target {
  rps?: number
  p99: number
}
/** A register answer the page cache keeps (a verify page, a badge, an API read). */
const CACHED: Target = { rps: 1000, p99: 20 }
interface RegisterRow extends Row {
  target: Target | null
}
/** What Chromium sends. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'id' }

interface Server {
  url: string
  serviceRoleKey: string
}

/** Child mode: the backend serving the build, with the cache of the given size. */
async function serve(dataDir: string, cacheMb: string) {
  const { createBackend } = await import('../supabase/local/server')
  const backend = await createBackend({
    dataDir,
    staticDir: DIST,
    pageCache: { maxBytes: Number(cacheMb) * 1024 * 1024 },
    // Behind one proxy, as deployed: each register request below comes from a visitor of its
    // own (X-Forwarded-For), as a busy day's lookups do, not 8 clients over the limit of one.
    trustProxy: 1,
  })
  const url = await backend.listen(0)
  process.stdout.write(
    `READY ${JSON.stringify({ url, serviceRoleKey: backend.config.serviceRoleKey })}\n`,
  )
  process.on('SIGTERM', () => void backend.close().then(() => process.exit(0)))
}

const startServer = (dataDir: string, cacheMb: number) =>
  startChild<Server>(fileURLToPath(import.meta.url), [dataDir, String(cacheMb)])

interface Row extends LoadResult {
  page: string
  /** Compressed size of one answer. */
  bytes: number
}

let visitors = 0
/** A browser's headers from a visitor of its own (10.x.y.z through the trusted proxy). */
function newVisitor(): Record<string, string> {
  const n = visitors++
  return { ...BROWSER, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }
}

async function measure(
  base: string,
  pages: string[],
  seconds: number,
  headers: () => Record<string, string> = () => BROWSER,
): Promise<Row[]> {
  const rows: Row[] = []
  for (const page of pages) {
    let bytes = 0
    const once = async () => {
      const res = await send(base + page, 'GET', headers())
      bytes = res.bytes
      return res.status === 200
    }
    await once() // the first render, however long it takes
    await load(1, CONCURRENCY, once) // warm-up, not counted
    rows.push({ page, bytes, ...(await load(seconds, CONCURRENCY, once)) })
  }
  return rows
}

function api(server: Server) {
  const headers = {
    apikey: server.serviceRoleKey,
    authorization: `Bearer ${server.serviceRoleKey}`,
    'content-type': 'application/json',
    prefer: 'return=representation',
  }
  return async (method: string, path: string, body?: unknown) => {
    const res = await send(`${server.url}/rest/v1/${path}`, method, headers, JSON.stringify(body))
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text()}`)
    return JSON.parse(res.text()) as Record<string, unknown>[]
  }
}

/** Milliseconds from `since` until the news list shows `text` (polled as fast as it answers). */
async function untilShown(base: string, text: string, since: number): Promise<number> {
  for (;;) {
    const res = await send(`${base}/informasi/news`, 'GET', { 'accept-language': 'id' })
    if (res.text().includes(text)) return performance.now() - since
    if (performance.now() - since > 10_000) throw new Error(`"${text}" not shown after 10 s`)
  }
}

/** Edits while CONCURRENCY clients keep loading the news list; delay per edit. */
async function editDelays(server: Server, slug: string): Promise<number[]> {
  const call = api(server)
  let loading = true
  const background = load(
    3600,
    CONCURRENCY,
    async () => (await send(`${server.url}/informasi/news`, 'GET', BROWSER)).status === 200,
    { stopped: () => !loading },
  )
  const delays: number[] = []
  for (let i = 1; i <= EDITS; i++) {
    const title = `Judul uji kesegaran ${i}-${Date.now()}`
    await call('PATCH', `articles?slug=eq.${slug}`, { title: { id: title, en: title } })
    delays.push(await untilShown(server.url, title, performance.now()))
    await new Promise((r) => setTimeout(r, 200))
  }
  loading = false
  await background
  return delays
}

/** A publication 2 s ahead: delay from its time until the news list shows it. */
async function scheduledDelay(server: Server): Promise<number> {
  const title = `Terbit terjadwal ${Date.now()}`
  const at = Date.now() + 2000
  await api(server)('POST', 'articles', {
    slug: `terbit-terjadwal-${Date.now()}`,
    title: { id: title, en: title },
    excerpt: { id: 'Ringkasan.', en: 'Summary.' },
    content: { id: 'Isi.', en: 'Body.' },
    status: 'published',
    published_at: new Date(at).toISOString(),
  })
  await new Promise((r) => setTimeout(r, Math.max(0, at - Date.now() - 300)))
  const start = Date.now()
  return start + (await untilShown(server.url, title, performance.now())) - at
}

/**
 * The register at REGISTER_SIZE certificates, each request from a visitor of its own: a verify
 * page, its badge and an API read of one certificate (the goals: ≥ 1,000/s, p99 ≤ 20 ms); an
 * API read of another certificate each time (p99 ≤ 30 ms) and a check of 200 other numbers each
 * time through the API (p99 ≤ 300 ms); a verify page of another certificate each time (rendered;
 * reported).
 */
async function registerRows(server: Server): Promise<RegisterRow[]> {
  const service = {
    apikey: server.serviceRoleKey,
    authorization: `Bearer ${server.serviceRoleKey}`,
    'content-type': 'application/json',
  }
  const { number } = await growRegister(server.url, service, REGISTER_SIZE)
  let next = BENCH_FIRST
  const another = () => {
    const n = benchNumber(next)
    next = next + 1 < REGISTER_SIZE ? next + 1 : BENCH_FIRST
    return n
  }
  // 200 numbers from a different start each time: never an answer the server already holds
  let batch = 0
  const keys = () => {
    const from = BENCH_FIRST + ((batch++ * 37) % (REGISTER_SIZE - BENCH_FIRST - 200))
    return Array.from({ length: 200 }, (_, i) => benchNumber(from + i))
  }
  const scenarios: [string, () => [string, string, string?], Target | null][] = [
    [`/verifikasi/${number}`, () => ['GET', `/verifikasi/${number}`], CACHED],
    [`/verifikasi/${number}/badge.svg`, () => ['GET', `/verifikasi/${number}/badge.svg`], CACHED],
    [
      `GET /api/register/v1/certificates/${number}`,
      () => ['GET', `/api/register/v1/certificates/${number}`],
      CACHED,
    ],
    [
      'GET /api/register/v1/certificates/<another number each time>',
      () => ['GET', `/api/register/v1/certificates/${another()}`],
      { p99: 30 },
    ],
    [
      'POST /api/register/v1/check (200 other numbers each time)',
      () => ['POST', '/api/register/v1/check', JSON.stringify({ keys: keys() })],
      { p99: 300 },
    ],
    [
      '/verifikasi/<another number each time> (rendered)',
      () => ['GET', `/verifikasi/${another()}`],
      null,
    ],
  ]
  const rows: RegisterRow[] = []
  for (const [page, request, target] of scenarios) {
    let bytes = 0
    const once = async () => {
      const [method, path, body] = request()
      const headers = body ? { ...newVisitor(), 'content-type': 'application/json' } : newVisitor()
      const res = await send(server.url + path, method, headers, body)
      bytes = res.bytes
      return res.status === 200
    }
    if (!(await once())) throw new Error(`${page}: not 200`)
    await load(1, CONCURRENCY, once)
    rows.push({ page, bytes, target, ...(await load(SECONDS, CONCURRENCY, once)) })
  }
  return rows
}

function table(title: string, rows: Row[]) {
  console.log(`\n${title}\n\n| page | pages/s | p50 ms | p99 ms | errors | bytes (br) |`)
  console.log('|---|---:|---:|---:|---:|---:|')
  for (const r of rows)
    console.log(
      `| ${r.page} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${r.bytes} |`,
    )
}

async function main() {
  if (!existsSync(join(DIST, '.ssr', 'entry-server.js'))) {
    console.log(`No build with the server renderer in ${DIST}: building (npm run build)…`)
    execSync(`npm run build -- --outDir ${JSON.stringify(DIST)} --emptyOutDir`, {
      stdio: 'inherit',
    })
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'lsbu-bench-pages-'))
  let failed = false
  try {
    console.log(
      `bench:pages — ${CONCURRENCY} keep-alive clients, ${SECONDS} s per page, build ${DIST}`,
    )
    const cached = await startServer(dataDir, 64)
    const newest = await api(cached.info)(
      'GET',
      'articles?select=slug&status=eq.published&published_at=lte.now()&order=published_at.desc&limit=1',
    )
    const article = `/informasi/news/${String(newest[0]!.slug)}`
    const pages = ['/', '/informasi/news', article]
    const fromCache = await measure(cached.info.url, pages, SECONDS)
    const edits = await editDelays(cached.info, String(newest[0]!.slug))
    const scheduled = await scheduledDelay(cached.info)
    const register = REGISTER_SIZE > 0 ? await registerRows(cached.info) : []
    await stopChild(cached.child)

    const uncached = await startServer(dataDir, 0)
    const rendered = await measure(uncached.info.url, pages, SECONDS)
    await stopChild(uncached.child)

    table('From the page cache', fromCache)
    table('Rendered on every request (PAGE_CACHE_MB=0)', rendered)
    if (register.length) table(`The register at ${REGISTER_SIZE} certificates`, register)
    edits.sort((a, b) => a - b)
    console.log(
      `\nFreshness after an edit through the API (${EDITS} edits, ${CONCURRENCY} clients loading the news list): ` +
        `first news list with the new title after median ${edits[Math.floor(edits.length / 2)]!.toFixed(1)} ms, max ${edits.at(-1)!.toFixed(1)} ms`,
    )
    console.log(
      `Freshness of a scheduled publication: shown ${scheduled.toFixed(1)} ms after its time`,
    )
    const home = fromCache[0]!
    const checks = [
      [`home from the cache ≥ ${TARGET.rps} pages/s`, home.rps >= TARGET.rps],
      [`home from the cache p99 ≤ ${TARGET.p99} ms`, home.p99 <= TARGET.p99],
      [`an edit shows within ${TARGET.freshMs} ms`, edits.at(-1)! <= TARGET.freshMs],
      [`a scheduled publication shows within ${TARGET.freshMs} ms`, scheduled <= TARGET.freshMs],
      ...register.flatMap(({ page, target, rps, p99 }) => [
        ...(target?.rps ? [[`${page} ≥ ${target.rps}/s`, rps >= target.rps] as const] : []),
        ...(target ? [[`${page} p99 ≤ ${target.p99} ms`, p99 <= target.p99] as const] : []),
      ]),
      ['no errors', [...fromCache, ...rendered, ...register].every((r) => r.errors === 0)],
    ] as const
    console.log('')
    for (const [name, ok] of checks) console.log(`${ok ? '✓' : '✗'} ${name}`)
    failed = checks.some(([, ok]) => !ok)
  } finally {
    cleanUp()
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (failed && !process.env.BENCH_NO_ASSERT) {
    console.error('bench:pages: a target was missed (BENCH_NO_ASSERT=1 to report only)')
    process.exit(1)
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3]!, process.argv[4]!)
else await main()
