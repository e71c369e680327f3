/**
 * `npm run bench:engines` (also the second half of `npm run bench:api`): the same server on its
 * two engines, side by side in one run under whatever load the machine has — PGlite (one process,
 * a temporary data folder), PostgreSQL 15 with one process, and PostgreSQL with two processes on
 * the same database and data folder (the load generator spreads requests over the two addresses
 * in turn, as nginx's upstream would). Each engine holds the same data: the product's migrations
 * and seed plus the 10,000-certificate register (grown through the API on PGlite; on PostgreSQL
 * grown once in a template database that each run copies with `create database … template`).
 *
 * Every engine is started before the first cell and the cells are interleaved (scenario, clients,
 * then engine), so a change in the machine's load falls on all engines alike. Each cell: 1 s of
 * warm-up, then BENCH_SECONDS (default 3) of closed-loop load with 1, 8 and 32 clients.
 * Scenarios: a register look-up, a site search, a list read, a complaint submission.
 *
 * Checks the goals (PostgreSQL with 2 processes: ≥ 2× PGlite's throughput at 8 clients, p99 ≤ 20
 * ms for look-ups and reads at 8 clients; no failed request anywhere), prints the verdicts and
 * exits 1 when one is missed. BENCH_JSON=1 prints JSON instead of the markdown table; to narrow a
 * run: BENCH_CLIENTS (1,8,32), BENCH_SCENARIOS (words of the names), BENCH_REGISTER (10000);
 * DATABASE_POOL_SIZE as `npm start` reads it.
 * Needs PostgreSQL 15's binaries (tests/support/postgres15.ts); loopback only.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import {
  onCluster,
  PG15_MISSING,
  pg15Available,
  startPostgres15,
} from '../tests/support/postgres15'
import {
  type Child,
  cleanUp,
  growRegister,
  load,
  type LoadResult,
  type Reply,
  send,
  startChild,
  stopChild,
} from './bench-lib'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const REGISTER_SIZE = Number(process.env.BENCH_REGISTER ?? 10_000)
const CLIENTS = (process.env.BENCH_CLIENTS ?? '1,8,32').split(',').map(Number)
/** Connections per server process on PostgreSQL (as `npm start`'s DATABASE_POOL_SIZE). */
const POOL_SIZE = process.env.DATABASE_POOL_SIZE
  ? Number(process.env.DATABASE_POOL_SIZE)
  : undefined
/** Only the scenarios whose name contains one of these words (BENCH_SCENARIOS=look-up,list). */
const ONLY = process.env.BENCH_SCENARIOS?.split(',')
const MAX_REQUESTS = 200_000
/** The goals (issue: PostgreSQL with 2 processes, 8 clients). */
const GOAL_CLIENTS = 8
const GOAL_SPEEDUP = 2
const GOAL_P99_MS = 20

interface ServeOptions {
  dataDir: string
  databaseUrl?: string
  poolSize?: number
}

/**
 * Child mode: the backend as `npm start` runs it (API only), behind a trusted proxy so that each
 * request's X-Forwarded-For is its client address (the database limits submissions per address).
 */
async function serve({ dataDir, databaseUrl, poolSize }: ServeOptions) {
  const { createBackend } = await import('../supabase/local/server')
  const backend = await createBackend({
    dataDir,
    databaseUrl,
    databasePoolSize: poolSize,
    trustProxy: true,
  })
  const url = await backend.listen(0, '127.0.0.1')
  process.stdout.write(
    `READY ${JSON.stringify({ url, anonKey: backend.config.anonKey, serviceRoleKey: backend.config.serviceRoleKey })}\n`,
  )
  process.on('SIGTERM', () => void backend.close().then(() => process.exit(0)))
}

interface Server {
  url: string
  anonKey: string
  serviceRoleKey: string
}

const startServer = (options: ServeOptions) =>
  startChild<Server>(fileURLToPath(import.meta.url), [JSON.stringify(options)])

/** CPU seconds (user + system) of a process so far; 0 when it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100 // utime, stime in clock ticks
  } catch {
    return 0
  }
}

/** The cluster's processes: the postmaster and its children (backends, writers), by pid. */
function clusterCpu(postmaster: number): Map<number, number> {
  const cpu = new Map([[postmaster, cpuSeconds(postmaster)]])
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid === postmaster) cpu.set(Number(entry), cpuSeconds(Number(entry)))
    } catch {
      // Exited meanwhile.
    }
  }
  return cpu
}

/** Where the CPU time of a cell went: the servers, PostgreSQL, the load generator (seconds). */
function cpuMeter(servers: number[], postmaster: number) {
  const servers0 = servers.reduce((n, pid) => n + cpuSeconds(pid), 0)
  const db0 = clusterCpu(postmaster)
  const load0 = process.cpuUsage()
  return () => {
    let db = 0
    for (const [pid, seconds] of clusterCpu(postmaster)) db += seconds - (db0.get(pid) ?? 0)
    const load = process.cpuUsage(load0)
    return {
      server: servers.reduce((n, pid) => n + cpuSeconds(pid), 0) - servers0,
      db,
      load: (load.user + load.system) / 1e6,
    }
  }
}

interface Engine {
  name: string
  processes: number
  children: Child<Server>[]
}

interface Scenario {
  name: string
  /** The goal's p99 applies (look-ups and reads). */
  p99Goal: boolean
  /** One request; true when answered as expected. */
  once: (base: string, anon: Record<string, string>) => Promise<boolean>
}

/** The first unexpected answer of the cell under way (status and the start of its body). */
let firstError: string | undefined
const expect200 = (reply: Reply) => {
  if (reply.status !== 200)
    firstError ??= `${reply.status} ${reply.text().slice(0, 200).replace(/\s+/g, ' ')}`
  return reply.status === 200
}

let submission = 0
/** A distinct client address per submission: 10.0.0.1 … 10.255.255.255, then 198.18.x.x. */
function clientAddress(n: number): string {
  const k = n % (0xffffff + 0xffff)
  if (k < 0xffffff) return `10.${(k + 1) >> 16}.${((k + 1) >> 8) & 255}.${(k + 1) & 255}`
  const j = k - 0xffffff
  return `198.18.${j >> 8}.${j & 255}`
}

function scenarios(register: { number: string }): Scenario[] {
  const json = (anon: Record<string, string>) => ({ ...anon, 'Content-Type': 'application/json' })
  const post = async (base: string, headers: Record<string, string>, fn: string, body: unknown) =>
    expect200(await send(`${base}/rest/v1/rpc/${fn}`, 'POST', headers, JSON.stringify(body)))
  const run = process.pid.toString(36)
  return [
    {
      name: 'register look-up (check_certificate by number, 10k register)',
      p99Goal: true,
      once: (base, anon) =>
        post(base, json(anon), 'check_certificate', { query: register.number.replace(/-/g, ' ') }),
    },
    {
      name: 'site search (search_site words)',
      p99Goal: false,
      once: (base, anon) =>
        post(base, json(anon), 'search_site', { q: 'biaya sertifikasi', lang: 'id' }),
    },
    {
      name: 'list read (articles, 10 newest published)',
      p99Goal: true,
      once: async (base, anon) =>
        expect200(
          await send(
            `${base}/rest/v1/articles?select=id,slug,title,excerpt,cover_image_url,published_at&status=eq.published&order=published_at.desc&limit=10`,
            'GET',
            anon,
          ),
        ),
    },
    {
      // Each submission from its own address and mailbox: the database allows 20 an hour per
      // address and 5 per mailbox; nothing else limits the form.
      name: 'complaint submission (submit_complaint)',
      p99Goal: false,
      once: (base, anon) => {
        const n = submission++
        return post(
          base,
          { ...json(anon), 'X-Forwarded-For': clientAddress(n) },
          'submit_complaint',
          {
            name: 'Pengadu Bench',
            company_name: 'PT Bench Konstruksi',
            email: `pengadu-${run}-${n}@bench.example.id`,
            phone: '021-5550123',
            certificate_number: register.number,
            subject: 'Keluhan layanan sertifikasi',
            description: 'Uraian keluhan untuk pengukuran kinerja, cukup panjang untuk lolos.',
            language: 'id',
          },
        )
      },
    },
  ]
}

interface Cell extends LoadResult {
  /** CPU milliseconds per request: the server processes, PostgreSQL's, the load generator. */
  cpuMs: { server: number; db: number; load: number }
  /** The first failed request's answer, when one failed. */
  firstError?: string
  engine: string
  processes: number
  clients: number
  scenario: string
}

async function cell(engine: Engine, s: Scenario, clients: number, seconds: number) {
  const targets = engine.children.map((c) => ({
    base: c.info.url,
    anon: {
      apikey: c.info.anonKey,
      Authorization: `Bearer ${c.info.anonKey}`,
      Accept: 'application/json',
    },
  }))
  let turn = 0
  const once = () => {
    const t = targets[turn++ % targets.length]!
    return s.once(t.base, t.anon).catch((error: unknown) => {
      firstError ??= String(error)
      return false
    })
  }
  return load(seconds, clients, once, { maxRequests: MAX_REQUESTS })
}

const fmt = (n: number, digits = 1) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : '–'

async function main() {
  if (!pg15Available) throw new Error(PG15_MISSING)
  const t0 = performance.now()
  const json = Boolean(process.env.BENCH_JSON)
  const say = (line: string) => (json ? process.stderr : process.stdout).write(`${line}\n`)
  const pgliteDir = mkdtempSync(join(tmpdir(), 'lsbu-bench-pglite-'))
  const pgDataDir = mkdtempSync(join(tmpdir(), 'lsbu-bench-pgdata-'))
  const cluster = await startPostgres15({ max_connections: '100', fsync: 'on' })
  try {
    const base = `postgres://postgres@127.0.0.1:${cluster.port}`
    say(
      `bench:engines — ${SECONDS}s per cell, clients ${CLIENTS.join('/')}, PostgreSQL 15 on port ${cluster.port}, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    )

    // The same data on every engine, both built at once. PostgreSQL: one template with the
    // schema, the seed and the grown register, copied per run. PGlite: its own data folder, the
    // register grown through its API.
    const service = (s: Server) => ({
      apikey: s.serviceRoleKey,
      Authorization: `Bearer ${s.serviceRoleKey}`,
      'Content-Type': 'application/json',
    })
    const buildTemplate = async () => {
      await onCluster(base, 'create database bench_template template template0')
      const builder = await startServer({
        dataDir: pgDataDir,
        databaseUrl: `${base}/bench_template`,
      })
      const grown = await growRegister(builder.info.url, service(builder.info), REGISTER_SIZE)
      await stopChild(builder.child)
      for (const db of ['bench_pg1', 'bench_pg2'])
        await onCluster(base, `create database ${db} template bench_template`)
      return grown
    }
    const buildPglite = async () => {
      const child = await startServer({ dataDir: pgliteDir })
      await growRegister(child.info.url, service(child.info), REGISTER_SIZE)
      return child
    }
    const [register, pglite] = await Promise.all([buildTemplate(), buildPglite()])

    const pg1 = await startServer({
      dataDir: pgDataDir,
      databaseUrl: `${base}/bench_pg1`,
      poolSize: POOL_SIZE,
    })
    const pg2 = await Promise.all(
      [0, 1].map(() =>
        startServer({ dataDir: pgDataDir, databaseUrl: `${base}/bench_pg2`, poolSize: POOL_SIZE }),
      ),
    )
    const engines: Engine[] = [
      { name: 'PGlite', processes: 1, children: [pglite] },
      { name: 'PostgreSQL', processes: 1, children: [pg1] },
      { name: 'PostgreSQL', processes: 2, children: pg2 },
    ]
    const list = scenarios(register).filter(
      (s) => !ONLY || ONLY.some((word) => s.name.includes(word)),
    )
    // Sanity: every scenario answers on every process before anything is timed.
    for (const engine of engines)
      for (const s of list)
        for (const child of engine.children) {
          const anon = { apikey: child.info.anonKey, Authorization: `Bearer ${child.info.anonKey}` }
          if (!(await s.once(child.info.url, anon)))
            throw new Error(`${s.name} failed on ${engine.name} (${child.info.url})`)
        }
    const postmaster = Number(
      readFileSync(join(cluster.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0],
    )
    say(`set up in ${((performance.now() - t0) / 1000).toFixed(0)} s`)

    const cells: Cell[] = []
    for (const s of list)
      for (const clients of CLIENTS)
        for (const engine of engines) {
          await cell(engine, s, clients, 1) // warm-up, not counted
          const meter = cpuMeter(
            engine.children.map((c) => c.child.pid!),
            postmaster,
          )
          firstError = undefined
          const r = await cell(engine, s, clients, SECONDS)
          const cpu = meter()
          const perRequest = (seconds: number) => (seconds * 1000) / Math.max(1, r.requests)
          cells.push({
            cpuMs: {
              server: perRequest(cpu.server),
              db: perRequest(cpu.db),
              load: perRequest(cpu.load),
            },
            engine: engine.name,
            processes: engine.processes,
            clients,
            scenario: s.name,
            ...r,
            ...(r.errors ? { firstError } : {}),
          })
          say(
            `  ${s.name} · ${engine.name} × ${engine.processes} · ${clients} clients: ${r.rps.toFixed(0)} req/s, p99 ${r.p99.toFixed(1)} ms${r.errors ? `, ${r.errors} errors, first: ${firstError}` : ''}`,
          )
        }
    await Promise.all(engines.flatMap((e) => e.children.map((c) => stopChild(c.child))))

    // The goals, at 8 clients: PostgreSQL × 2 against PGlite.
    const at = (scenario: string, engine: string, processes: number) =>
      cells.find(
        (c) =>
          c.scenario === scenario &&
          c.engine === engine &&
          c.processes === processes &&
          c.clients === GOAL_CLIENTS,
      )
    const verdicts: { goal: string; met: boolean; figure: string }[] = []
    for (const s of list) {
      const base1 = at(s.name, 'PGlite', 1)
      const two = at(s.name, 'PostgreSQL', 2)
      if (!base1 || !two) continue // BENCH_CLIENTS without 8: no verdict
      const ratio = two.rps / base1.rps
      verdicts.push({
        goal: `${s.name}: PostgreSQL × 2 ≥ ${GOAL_SPEEDUP}× PGlite's req/s at ${GOAL_CLIENTS} clients`,
        met: ratio >= GOAL_SPEEDUP,
        figure: `${ratio.toFixed(2)}× (${two.rps.toFixed(0)} vs ${base1.rps.toFixed(0)} req/s)`,
      })
      if (s.p99Goal)
        verdicts.push({
          goal: `${s.name}: PostgreSQL × 2 p99 ≤ ${GOAL_P99_MS} ms at ${GOAL_CLIENTS} clients`,
          met: two.p99 <= GOAL_P99_MS,
          figure: `p99 ${two.p99.toFixed(1)} ms`,
        })
    }
    const failed = cells.filter((c) => c.errors > 0)
    verdicts.push({
      goal: 'every request answered as expected (no errors in any cell)',
      met: failed.length === 0,
      figure: failed.length
        ? failed
            .map(
              (c) =>
                `${c.errors} in ${c.scenario}, ${c.engine} × ${c.processes}, ${c.clients} clients (first: ${c.firstError})`,
            )
            .join('; ')
        : '0 errors',
    })
    const seconds = (performance.now() - t0) / 1000

    if (json) {
      console.log(
        JSON.stringify(
          { seconds: SECONDS, registerSize: REGISTER_SIZE, cells, verdicts, totalSeconds: seconds },
          null,
          2,
        ),
      )
    } else {
      console.log(
        '\n| engine | processes | clients | scenario | req/s | p50 ms | p99 ms | errors | CPU ms/req: server / PostgreSQL / load |\n|---|---:|---:|---|---:|---:|---:|---:|---:|',
      )
      for (const c of cells)
        console.log(
          `| ${c.engine} | ${c.processes} | ${c.clients} | ${c.scenario} | ${fmt(c.rps, 0)} | ${fmt(c.p50)} | ${fmt(c.p99)} | ${c.errors} | ${fmt(c.cpuMs.server, 2)} / ${fmt(c.cpuMs.db, 2)} / ${fmt(c.cpuMs.load, 2)} |`,
        )
      console.log('\n| goal | verdict | figure |\n|---|---|---|')
      for (const v of verdicts)
        console.log(`| ${v.goal} | ${v.met ? 'met' : '**missed**'} | ${v.figure} |`)
      console.log(`\nbench:engines took ${seconds.toFixed(0)} s`)
    }
    if (verdicts.some((v) => !v.met)) process.exitCode = 1
  } finally {
    cleanUp()
    cluster.stop()
    rmSync(pgliteDir, { recursive: true, force: true })
    rmSync(pgDataDir, { recursive: true, force: true })
  }
}

if (process.argv[2] === '--serve') await serve(JSON.parse(process.argv[3]!) as ServeOptions)
else await main()
