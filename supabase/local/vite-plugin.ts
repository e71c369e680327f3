/**
 * `npm run dev`: mounts the embedded backend into the Vite dev server, in the same process
 * and on the same origin (http://localhost:5173/rest/v1 …), and injects the same runtime
 * config into index.html as `npm start` does (runtime-env.ts). `npm run dev` is a demo mode
 * (docs/product.md#demo-prefill): while there are no users the setup form is prefilled. Skipped
 * when the app is built for a hosted project (VITE_SUPABASE_URL) and inside Vitest (unless a data
 * folder is given).
 */
import { join, resolve } from 'node:path'

import type { Plugin } from 'vite'

import { DataDirLockedError } from './db/lock'
import { embeddedSite, injectEnv } from './runtime-env'
import { type Backend, type BackendOptions, createBackend } from './server'

export interface EmbeddedBackendOptions extends Omit<BackendOptions, 'staticDir'> {
  /** Data folder; default DATA_DIR or .data */
  dataDir?: string
}

/** One backend per data folder per process, kept across Vite's config reloads (server restarts). */
const registry = ((globalThis as Record<symbol, unknown>)[Symbol.for('lsbu.embeddedBackends')] ??=
  new Map()) as Map<string, Promise<Backend>>

/**
 * `npm run dev` sends mail to a local sink (each message an .eml file in DATA_DIR/mail-sink) unless
 * SMTP_URL names a real server.
 */
async function devMailEnv(dataDir: string): Promise<NodeJS.ProcessEnv> {
  if (process.env.SMTP_URL) return process.env
  const { startSmtpSink } = await import('./mail/smtp-sink')
  const dir = join(dataDir, 'mail-sink')
  const sink = await startSmtpSink({ dir, log: (line) => console.log(`[backend] ${line}`) })
  console.log(`[backend] mail goes to a local sink: ${dir}`)
  return {
    ...process.env,
    SMTP_URL: sink.url,
    MAIL_FROM: process.env.MAIL_FROM ?? 'no-reply@lsbu.local',
  }
}

function backendFor(dataDir: string, options: EmbeddedBackendOptions): Promise<Backend> {
  let backend = registry.get(dataDir)
  if (!backend) {
    backend = devMailEnv(dataDir).then((env) =>
      createBackend({
        env,
        log: (line) => console.log(`[backend] ${line}`),
        ...options,
        config: { demo: true, ...options.config },
        dataDir,
      }),
    )
    registry.set(dataDir, backend)
    backend.catch(() => registry.delete(dataDir))
    const close = () => {
      void backend!.then((b) => b.close()).catch(() => {})
    }
    process.once('exit', close)
  }
  return backend
}

export function embeddedBackend(options: EmbeddedBackendOptions = {}): Plugin {
  let backend: Backend | undefined
  const enabled = () =>
    !process.env.VITE_SUPABASE_URL && (!process.env.VITEST || options.dataDir !== undefined)
  return {
    name: 'lsbu-embedded-backend',
    apply: 'serve',
    async configureServer(server) {
      if (!enabled()) return
      const dataDir = resolve(options.dataDir ?? process.env.DATA_DIR ?? '.data')
      try {
        backend = await backendFor(dataDir, options)
      } catch (error) {
        if (error instanceof DataDirLockedError) {
          throw new Error(
            `${error.message} (npm start and npm run dev cannot share a data folder; set DATA_DIR for one of them)`,
          )
        }
        throw error
      }
      const mounted = backend
      server.middlewares.use((req, res, next) => mounted.handle(req, res, next))
      const setUrl = () => {
        const url = server.resolvedUrls?.local[0]
        if (url) mounted.setPublicUrl(url)
      }
      if (server.httpServer?.listening) setUrl()
      server.httpServer?.once('listening', () => setImmediate(setUrl))
    },
    async transformIndexHtml(html) {
      return backend
        ? injectEnv(html, embeddedSite(backend.config), await backend.demoPrefill())
        : html
    },
  }
}

/** Closes the backends this process opened (tests; Vite itself closes them on exit). */
export async function closeEmbeddedBackends(): Promise<void> {
  const all = [...registry.values()]
  registry.clear()
  await Promise.all(all.map((b) => b.then((x) => x.close()).catch(() => {})))
}
