/**
 * Refuse before reading, measured on a server in its own process: anonymous
 * uploads of 45 MB are answered from their headers, in well under 100 ms, and six of them at
 * once leave the server's memory where it was (they used to be read whole first: ~300 MB).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { afterAll, beforeAll, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')
const MB = 1024 * 1024
let child: ChildProcess
let url = ''
let anonKey = ''
let dataDir = ''

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lsbu-sec-proc-'))
  child = spawn(
    process.execPath,
    ['--import', 'tsx', join(__dirname, 'fixtures/security/serve.ts')],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let err = ''
  child.stderr!.on('data', (chunk) => (err += chunk))
  ;[url, anonKey] = await new Promise<[string, string]>((ok, fail) => {
    let out = ''
    child.stdout!.on('data', (chunk) => {
      out += chunk
      const m = /READY (\S+) (\S+)/.exec(out)
      if (m) ok([m[1]!, m[2]!])
    })
    child.once('exit', (code) => fail(new Error(`server exited with ${code}: ${err}`)))
  })
}, 120_000)

afterAll(() => {
  child?.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

/** The server process's resident memory, in bytes. */
function rss(): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024
}

/**
 * An anonymous upload of `size` bytes to the public media bucket, its body sent as fast as the
 * server takes it; resolves with the time until the answer's status line arrived.
 */
function anonymousUpload(size: number): Promise<{ status: number; ms: number; body: string }> {
  return new Promise((resolvePromise, reject) => {
    const chunk = Buffer.alloc(MB, 1)
    const started = performance.now()
    const req = request(`${url}/storage/v1/object/media/big-${Math.random()}.png`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${anonKey}`,
        'content-type': 'image/png',
        'content-length': String(size),
      },
    })
    let sent = 0
    let answered = false
    const pump = () => {
      while (!answered && sent < size) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    req.on('response', (res) => {
      answered = true
      const ms = performance.now() - started
      let body = ''
      res.on('data', (data: Buffer) => (body += data.toString()))
      res.on('end', () => {
        req.destroy()
        resolvePromise({ status: res.statusCode!, ms, body })
      })
    })
    req.on('error', reject)
    req.flushHeaders()
    pump()
  })
}

it('refuses an anonymous 45 MB upload in under 100 ms, six at once without memory growth', async () => {
  // Warm the code paths once (the first request of a process compiles them), and the first
  // burst of six connections (sockets, parsers) before measuring the next burst.
  for (let i = 0; i < 3; i++) await anonymousUpload(45 * MB)
  await Promise.all(Array.from({ length: 6 }, () => anonymousUpload(45 * MB)))
  const before = rss()
  const answers = await Promise.all(Array.from({ length: 6 }, () => anonymousUpload(45 * MB)))
  const growth = rss() - before
  for (const answer of answers) {
    // Over the bucket's 10 MB: Storage's EntityTooLarge (HTTP 400, the status in the body).
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: '413', error: 'Payload too large' })
  }
  // The refusal's own time, the best of three (a loaded machine may pause any one request).
  const times = []
  for (let i = 0; i < 3; i++) times.push((await anonymousUpload(45 * MB)).ms)
  expect(Math.min(...times)).toBeLessThan(100)
  expect(growth).toBeLessThan(10 * MB)
}, 120_000)
