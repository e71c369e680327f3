/**
 * The edge functions as hosted Supabase runs them: each `supabase/functions/<name>/index.ts`
 * under real Deno (the pinned npm package `deno`), `Deno.serve` on a free loopback port, with the
 * hosted env pointing at a backend. `npm:` imports resolve through the npm registry into a cache
 * under node_modules/.cache/deno (nothing else is downloaded).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(__dirname, '../..')
export const FUNCTIONS_DIR = join(root, 'supabase', 'functions')
const DENO = join(root, 'node_modules', '.bin', 'deno')
const denoEnv = {
  ...process.env,
  DENO_DIR: join(root, 'node_modules', '.cache', 'deno'),
  DENO_NO_UPDATE_CHECK: '1',
}

/** Every function with a Deno entry. */
export const functionEntries = () =>
  readdirSync(FUNCTIONS_DIR).filter((name) => existsSync(join(FUNCTIONS_DIR, name, 'index.ts')))

/** `deno check` of every entry against supabase/functions/deno.json. */
export function denoCheck(): { code: number | null; output: string } {
  const result = spawnSync(
    DENO,
    [
      'check',
      '--no-lock',
      '--config',
      join(FUNCTIONS_DIR, 'deno.json'),
      ...functionEntries().map((name) => join(FUNCTIONS_DIR, name, 'index.ts')),
    ],
    { env: denoEnv, encoding: 'utf8' },
  )
  return { code: result.status, output: result.stdout + result.stderr }
}

export interface DenoFunctions {
  /** Name → base URL, for BackendConfig.functionUrls. */
  urls: Record<string, string>
  stop: () => void
}

export async function startDenoFunctions(env: {
  SUPABASE_URL: string
  SUPABASE_ANON_KEY: string
  SUPABASE_SERVICE_ROLE_KEY: string
}): Promise<DenoFunctions> {
  const children: ChildProcess[] = []
  const stop = () => children.forEach((child) => child.kill('SIGKILL'))
  try {
    const entries = await Promise.all(
      functionEntries().map(
        (name) =>
          new Promise<[string, string]>((resolvePromise, reject) => {
            const child = spawn(
              DENO,
              [
                'run',
                '--no-lock',
                '--allow-net',
                '--allow-env',
                '--config',
                join(FUNCTIONS_DIR, 'deno.json'),
                join(FUNCTIONS_DIR, name, 'index.ts'),
              ],
              {
                env: { ...denoEnv, ...env, DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0' },
                stdio: ['ignore', 'pipe', 'pipe'],
              },
            )
            children.push(child)
            let output = ''
            const timer = setTimeout(() => reject(new Error(`${name}: ${output}`)), 120_000)
            const read = (chunk: Buffer) => {
              output += chunk
              const listening = /Listening on (http:\/\/\S+?)\/?\s/.exec(output)
              if (listening) {
                clearTimeout(timer)
                resolvePromise([name, listening[1]!])
              }
            }
            child.stdout!.on('data', read)
            child.stderr!.on('data', read)
            child.on('exit', (code) => {
              clearTimeout(timer)
              reject(new Error(`${name} under Deno exited with ${code}: ${output}`))
            })
          }),
      ),
    )
    return { urls: Object.fromEntries(entries), stop }
  } catch (error) {
    stop()
    throw error
  }
}
