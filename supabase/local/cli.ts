/**
 * `npm start`: builds the site if needed, then serves it and the embedded backend from one
 * process. `npm run db:reset`: wipes the data folder (it is reseeded at the next start).
 */
import { execSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createBackend } from './server'
import { assertDataDirFree, DataDirLockedError } from './db/lock'

const command = process.argv[2] ?? 'start'
const dataDir = resolve(process.env.DATA_DIR ?? '.data')
const distDir = resolve(process.env.DIST_DIR ?? 'dist')

async function start() {
  // A build has the site, the staff app and the server renderer (the latter two were added to
  // builds later: rebuild old ones).
  if (
    !['index.html', 'staff.html', join('.ssr', 'entry-server.js')].every((file) =>
      existsSync(join(distDir, file)),
    )
  ) {
    console.log(`No complete build in ${distDir}: building the site first (npm run build)…`)
    execSync(`npm run build -- --outDir ${JSON.stringify(distDir)} --emptyOutDir`, {
      stdio: 'inherit',
    })
  }
  const started = Date.now()
  const backend = await createBackend({
    dataDir,
    staticDir: distDir,
    trustProxy: process.env.TRUST_PROXY,
    allowedOrigins: process.env.ALLOWED_ORIGINS?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    log: (line) => console.log(`[backend] ${line}`),
    pageCache: process.env.PAGE_CACHE_MB
      ? { maxBytes: Number(process.env.PAGE_CACHE_MB) * 1024 * 1024 }
      : undefined,
  })
  const url = await backend.listen(
    Number(process.env.PORT ?? 4173),
    process.env.HOST ?? '127.0.0.1',
  )
  console.log(
    `Site and API ready at ${url} (data in ${dataDir}, started in ${Date.now() - started} ms)`,
  )
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: finishing requests under way, closing the database…`)
    await backend.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

async function main() {
  if (command === 'start') return start()
  if (command === 'reset') {
    // Never wipe a folder a running server is using.
    if (existsSync(dataDir)) assertDataDirFree(dataDir)
    rmSync(dataDir, { recursive: true, force: true })
    const backend = await createBackend({
      dataDir,
      log: (line) => console.log(`[backend] ${line}`),
    })
    await backend.close()
    console.log(`Data folder ${dataDir} wiped and reseeded.`)
    return
  }
  console.error(`Unknown command ${command}. Use start or reset.`)
  process.exit(2)
}

main().catch((error) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message)
    process.exit(1)
  }
  console.error(error)
  process.exit(1)
})
