/**
 * `npm start` as a child process (supabase/local/cli.ts with LOG_FORMAT=json), for the tests that
 * drive several servers: resolves once the process says it is ready, with its address and every
 * JSON line it printed.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'

const root = resolve(__dirname, '../..')

export interface ServerProcess {
  child: ChildProcess
  url: string
  /** Every JSON line the process printed. */
  lines: Record<string, unknown>[]
  stdout: () => string
}

/** Starts a server with `env` over the test's own; `children` collects it for the cleanup. */
export function startServerProcess(
  env: Record<string, string>,
  children: ChildProcess[],
): Promise<ServerProcess> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/cli.ts', 'start'], {
      cwd: root,
      env: { ...process.env, HOST: '127.0.0.1', LOG_FORMAT: 'json', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(child)
    let out = ''
    let err = ''
    const lines: Record<string, unknown>[] = []
    const running: ServerProcess = { child, url: '', lines, stdout: () => out }
    const timer = setTimeout(() => reject(new Error(`did not start: ${out}${err}`)), 120_000)
    child.stdout!.on('data', (chunk: Buffer) => {
      const before = out.length
      out += chunk
      for (const line of out.slice(out.lastIndexOf('\n', before) + 1).split('\n')) {
        if (!line.trim() || !out.includes(line + '\n')) continue
        const entry = JSON.parse(line) as Record<string, unknown>
        lines.push(entry)
        const ready = /ready at (\S+),?/.exec(String(entry.msg))
        if (ready) {
          clearTimeout(timer)
          running.url = ready[1]!.replace(/,$/, '')
          resolvePromise(running)
        }
      }
    })
    child.stderr!.on('data', (chunk) => (err += chunk))
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`exited with ${code}: ${err}`))
    })
  })
}

/** Kills every child still running (SIGKILL: the test is over). */
export function killAll(children: ChildProcess[]): void {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
}
