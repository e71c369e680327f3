/**
 * What the benchmarks share: the server as a child process (the benchmark script itself,
 * started with `--serve …`, prints `READY <json>` when listening), keep-alive requests, and a
 * bounded closed-loop load with latency percentiles.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { Agent, request } from 'node:http'

export interface Child<T> {
  child: ChildProcess
  /** Spawn to listening, as a user would wait for `npm start`. */
  readyMs: number
  /** What the child printed after READY. */
  info: T
}

const children = new Set<ChildProcess>()

/** Runs `script --serve ...args` under tsx and waits for its READY line. */
export function startChild<T>(script: string, args: string[]): Promise<Child<T>> {
  const t0 = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', script, '--serve', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.add(child)
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk) => {
      out += chunk
      const m = /READY (.*)\n/.exec(out)
      if (m) resolve({ child, readyMs: performance.now() - t0, info: JSON.parse(m[1]!) as T })
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit')
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** Kills what is still running (after a failure) and closes the connections. */
export function cleanUp(): void {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  agent.destroy()
}

export const agent = new Agent({ keepAlive: true, maxSockets: 64 })

export interface Reply {
  status: number
  text: () => string
  headers: Record<string, string | string[] | undefined>
  /** Bytes on the wire (compressed when the server compressed). */
  bytes: number
}

export function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        resolve({
          status: res.statusCode ?? 0,
          text: () => Buffer.concat(chunks).toString('utf8'),
          headers: res.headers,
          bytes: chunks.reduce((n, c) => n + c.length, 0),
        })
      })
    })
    req.on('error', reject)
    req.end(body)
  })
}

export interface LoadResult {
  requests: number
  errors: number
  rps: number
  p50: number
  p99: number
}

/**
 * `concurrency` clients each send the next request as soon as the last one is answered, for
 * `seconds`, at most `maxRequests` in all, or until `stopped()`.
 */
export async function load(
  seconds: number,
  concurrency: number,
  once: () => Promise<boolean>,
  { maxRequests = 1_000_000, stopped = (): boolean => false } = {},
): Promise<LoadResult> {
  const latencies: number[] = []
  let errors = 0
  let issued = 0
  const t0 = performance.now()
  const deadline = t0 + seconds * 1000
  const worker = async () => {
    while (performance.now() < deadline && issued < maxRequests && !stopped()) {
      issued++
      const start = performance.now()
      const ok = await once()
      latencies.push(performance.now() - start)
      if (!ok) errors++
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const elapsed = (performance.now() - t0) / 1000
  latencies.sort((a, b) => a - b)
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: pct(50),
    p99: pct(99),
  }
}

const PROVINCES = ['DKI Jakarta', 'Jawa Barat', 'Jawa Timur', 'Sumatera Utara', 'Bali', 'Papua']
const WORDS = [
  'Karya',
  'Bangun',
  'Cipta',
  'Mitra',
  'Sinar',
  'Graha',
  'Beton',
  'Teknik',
  'Persada',
  'Utama',
]

/** The bench's certificates are numbered from this index (the seed's come first). */
export const BENCH_FIRST = 300
/** The number of the bench's `i`-th certificate (BENCH_FIRST ≤ i < size). */
export const benchNumber = (i: number) => `SBU-BEN-2026-${String(i).padStart(6, '0')}`

/**
 * Adds certificates (with a company and a subclass each) through the REST API as the service
 * role until the register holds `size`; returns a number, a NIB and a name fragment to look up.
 */
export async function growRegister(
  base: string,
  service: Record<string, string>,
  size: number,
): Promise<{ number: string; nib: string; name: string }> {
  const post = async (table: string, rows: unknown[]) => {
    const res = await send(
      `${base}/rest/v1/${table}?select=id`,
      'POST',
      { ...service, Prefer: 'return=representation' },
      JSON.stringify(rows),
    )
    if (res.status !== 201) throw new Error(`${table}: ${res.status} ${res.text().slice(0, 300)}`)
    return JSON.parse(res.text()) as { id: string }[]
  }
  // Each certificate covers one of the seeded subclasses, in turn (as a real register spreads).
  const subclasses = (
    JSON.parse(
      (await send(`${base}/rest/v1/rl_subclass?select=id&order=code`, 'GET', service)).text(),
    ) as { id: string }[]
  ).map((row) => row.id)
  const t0 = performance.now()
  const batch = 1000
  for (let from = BENCH_FIRST; from < size; from += batch) {
    const n = Math.min(batch, size - from)
    const index = Array.from({ length: n }, (_, k) => from + k)
    const companies = await post(
      'certified_companies',
      index.map((i) => ({
        name: `${WORDS[i % 10]} ${WORDS[Math.floor(i / 10) % 10]} ${WORDS[Math.floor(i / 100) % 10]} ${i}`,
        nib: `8${String(i).padStart(12, '0')}`,
        city: 'Kota',
        province: PROVINCES[i % PROVINCES.length],
        pjbu_name: 'Direktur Bench',
        listed_in_directory: i % 2 === 0,
      })),
    )
    const certificates = await post(
      'certificates',
      index.map((i, k) => ({
        number: benchNumber(i),
        company_id: companies[k]!.id,
        issued_on: `2025-${String((i % 12) + 1).padStart(2, '0')}-15`,
      })),
    )
    await post(
      'certificate_subclasses',
      certificates.map((c, k) => ({
        certificate_id: c.id,
        subclass_id: subclasses[index[k]! % subclasses.length],
        qualification: 'kecil',
      })),
    )
  }
  console.log(`register grown to ${size} certificates in ${Math.round(performance.now() - t0)} ms`)
  const i = Math.floor(size / 2)
  return {
    number: benchNumber(i),
    nib: `8${String(i).padStart(12, '0')}`,
    name: 'karya bangun',
  }
}
