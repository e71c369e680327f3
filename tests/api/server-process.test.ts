/**
 * The server as a separate process: a committed write survives `kill -9` and a restart; a
 * second process on the same data folder refuses with a clear message (and `db:reset` will
 * not wipe a folder in use).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadConfig } from '../../supabase/local/config'
import { Database } from '../../supabase/local/db/database'

const root = resolve(__dirname, '../..')
const tsx = join(root, 'node_modules/.bin/tsx')
const serveScript = join(__dirname, 'fixtures/rest/serve.ts')
const children: ChildProcess[] = []
let dataDir: string

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'lsbu-proc-'))
})
afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

interface Running {
  child: ChildProcess
  url: string
}

function serve(dir: string): Promise<Running> {
  return new Promise((resolvePromise, reject) => {
    // node --import tsx (not the tsx CLI, which runs the script in a grandchild) so that
    // kill -9 hits the server process itself.
    const child = spawn(process.execPath, ['--import', 'tsx', serveScript], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(child)
    let out = ''
    let err = ''
    const timer = setTimeout(() => reject(new Error(`server did not start: ${err}`)), 90_000)
    child.stdout!.on('data', (chunk) => {
      out += chunk
      const m = /READY (\S+)/.exec(out)
      if (m) {
        clearTimeout(timer)
        resolvePromise({ child, url: m[1]! })
      }
    })
    child.stderr!.on('data', (chunk) => (err += chunk))
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(Object.assign(new Error(`server exited with ${code}: ${err}`), { code, stderr: err }))
    })
  })
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((r) =>
    child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', () => r()),
  )
}

describe('the server as a child process', () => {
  it('keeps a committed write after kill -9 and a restart', async () => {
    const first = await serve(dataDir)
    const { serviceRoleKey } = loadConfig(dataDir, {})
    const headers = {
      apikey: serviceRoleKey,
      Authorization: `Bearer ${serviceRoleKey}`,
      'Content-Type': 'application/json',
    }
    const insert = await fetch(`${first.url}/rest/v1/authors`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: 4242, name: 'Durable' }),
    })
    expect(insert.status).toBe(201) // committed before the answer was sent
    // A write through the one-round-trip statement path (RPC) as well.
    const rpc = await fetch(`${first.url}/rest/v1/rpc/log_note`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ note: 'durable rpc' }),
    })
    expect(rpc.status).toBe(204)
    first.child.kill('SIGKILL')
    await exited(first.child)
    expect(first.child.signalCode).toBe('SIGKILL')

    const second = await serve(dataDir)
    const read = await fetch(`${second.url}/rest/v1/authors?id=eq.4242&select=name`, { headers })
    expect(await read.json()).toEqual([{ name: 'Durable' }])
    const log = await fetch(`${second.url}/rest/v1/rpc_log?note=eq.durable%20rpc&select=note`, {
      headers,
    })
    expect(await log.json()).toEqual([{ note: 'durable rpc' }])

    // The restarted server keeps working normally.
    const more = await fetch(`${second.url}/rest/v1/authors`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'After restart' }),
    })
    expect(more.status).toBe(201)
    second.child.kill('SIGTERM')
    await exited(second.child)
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false)
  }, 240_000)

  it('refuses a second process on the same data folder with a clear message', async () => {
    const running = await serve(dataDir)
    const error = (await serve(dataDir).catch((e) => e)) as { code: number; stderr: string }
    expect(error.code).toBe(1)
    expect(error.stderr).toContain(
      `The data folder ${dataDir} is in use by another process (pid ${running.child.pid})`,
    )

    // db:reset refuses too, and leaves the data alone.
    const reset = spawnSync(tsx, [join(root, 'supabase/local/cli.ts'), 'reset'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    })
    expect(reset.status).toBe(1)
    expect(reset.stderr).toContain('is in use by another process')
    const { anonKey } = loadConfig(dataDir, {})
    const still = await fetch(`${running.url}/rest/v1/authors?id=eq.4242&select=name`, {
      headers: { apikey: anonKey },
    })
    expect(await still.json()).toEqual([{ name: 'Durable' }])

    // In the same process as well.
    await expect(Database.open({ dataDir, seedFile: null })).rejects.toThrow(
      /in use by another process/,
    )
    running.child.kill('SIGTERM')
    await exited(running.child)
  }, 240_000)
})
