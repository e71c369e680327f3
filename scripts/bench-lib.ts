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
