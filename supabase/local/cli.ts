/**
 * `npm start`: builds the site if needed, then serves it and the embedded backend from one
 * process — or, with SUPABASE_URL and SUPABASE_ANON_KEY, serves it as a front of that Supabase
 * API (front.ts). `npm run db:reset`: wipes the data folder (it is reseeded at the next start).
 */
import { execSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'

import { resetAdminPassword } from './auth/reset-admin'
import { requestBackup, restoreBackup, writeBackup } from './backup'
import { Database } from './db/database'
import { assertDataDirFree, DataDirLockedError } from './db/lock'
import { createFront } from './front'
import { loadMailConfig } from './mail/config'
import type { RequestLogEntry } from './ops'
import { createBackend } from './server'

const command = process.argv[2] ?? 'start'
const dataDir = resolve(process.env.DATA_DIR ?? '.data')
/** DATABASE_URL: a PostgreSQL database instead of the embedded one in DATA_DIR (db/database.ts). */
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined
const storageDir = process.env.STORAGE_DIR ? resolve(process.env.STORAGE_DIR) : undefined
const distDir = resolve(process.env.DIST_DIR ?? 'dist')
/** LOG_FORMAT=json: every line is a JSON object (messages, and one per request). */
const json = process.env.LOG_FORMAT === 'json'

function logJson(entry: object, level = 'info') {
  console.log(JSON.stringify({ time: new Date().toISOString(), level, ...entry }))
}

function log(line: string) {
  if (json) logJson({ msg: line })
  else console.log(`[backend] ${line}`)
}

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
  const env = process.env
  const server = env.SUPABASE_URL || env.SUPABASE_ANON_KEY ? startFront() : await startEmbedded()
  const url = await server.listen(Number(env.PORT ?? 4173), env.HOST ?? '127.0.0.1')
  log(
    env.SUPABASE_URL
      ? `Site ready at ${url}, reading the API at ${env.SUPABASE_URL} (started in ${Date.now() - started} ms)`
      : `Site and API ready at ${url} (data in ${databaseUrl ? 'PostgreSQL' : dataDir}, started in ${Date.now() - started} ms)`,
  )
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    log(
      `${signal}: finishing requests under way${env.SUPABASE_URL ? '' : ', closing the database'}…`,
    )
    await server.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

/** What both modes share: proxies, page cache, logs, metrics (docs/deploy.md lists them). */
function commonOptions() {
  const env = process.env
  const seconds = (name: string) => (env[name] ? Number(env[name]) * 1000 : undefined)
  return {
    trustProxy: env.TRUST_PROXY,
    log,
    logRequest: json ? (entry: RequestLogEntry) => logJson(entry) : undefined,
    metrics: env.METRICS === 'on',
    pageCache: {
      ...(env.PAGE_CACHE_MB ? { maxBytes: Number(env.PAGE_CACHE_MB) * 1024 * 1024 } : {}),
      ...(env.PAGE_TTL_SECONDS ? { ttlMs: seconds('PAGE_TTL_SECONDS') } : {}),
      ...(env.PAGE_MAX_AGE_SECONDS ? { maxAgeMs: seconds('PAGE_MAX_AGE_SECONDS') } : {}),
    },
  }
}

/** Embedded (the default): the site and the Supabase-compatible API from DATA_DIR. */
async function startEmbedded() {
  await startSinkIfAsked()
  return createBackend({
    ...commonOptions(),
    dataDir,
    databaseUrl,
    databasePoolSize: process.env.DATABASE_POOL_SIZE
      ? Number(process.env.DATABASE_POOL_SIZE)
      : undefined,
    storageDir,
    staticDir: distDir,
    allowedOrigins: process.env.ALLOWED_ORIGINS?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  })
}

/** A front (SUPABASE_URL + SUPABASE_ANON_KEY): the site, server-rendered from that API. */
function startFront() {
  const { SUPABASE_URL: supabaseUrl, SUPABASE_ANON_KEY: anonKey } = process.env
  if (!supabaseUrl || !anonKey || !/^https?:\/\//.test(supabaseUrl)) {
    console.error('A front needs both SUPABASE_URL (http(s)://…) and SUPABASE_ANON_KEY.')
    process.exit(2)
  }
  return createFront({
    ...commonOptions(),
    staticDir: distDir,
    supabaseUrl,
    anonKey,
    serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY,
    registerSigningKey: process.env.REGISTER_SIGNING_KEY,
    mail: loadMailConfig(),
    siteUrl: process.env.SITE_URL?.trim().replace(/\/+$/, '') || null,
  })
}

/**
 * SMTP_SINK_DIR (development, the e2e server): with no SMTP_URL, mail goes to a local sink that
 * keeps each message as an .eml file in that folder (supabase/local/mail/smtp-sink.ts).
 */
async function startSinkIfAsked() {
  const dir = process.env.SMTP_SINK_DIR
  if (!dir || process.env.SMTP_URL) return
  const { startSmtpSink } = await import('./mail/smtp-sink')
  const sink = await startSmtpSink({
    dir: resolve(dir),
    log,
  })
  process.env.SMTP_URL = sink.url
  process.env.MAIL_FROM ??= 'no-reply@lsbu.local'
  log(`Mail goes to a local sink (${sink.url}), kept in ${resolve(dir)}`)
}

/**
 * From the server running on DATA_DIR when there is one, else straight from the folder; with
 * DATABASE_URL straight from PostgreSQL (one snapshot; servers keep running).
 */
async function backup(target: string) {
  if (databaseUrl) {
    const db = await Database.open({ databaseUrl, seedFile: null })
    try {
      return await writeBackup(db, dataDir, target, storageDir)
    } finally {
      await db.close()
    }
  }
  if (!existsSync(join(dataDir, 'pgdata')))
    throw new Error(`${dataDir} has no database to back up.`)
  try {
    assertDataDirFree(dataDir)
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    return requestBackup(dataDir, target)
  }
  const db = await Database.open({ dataDir, seedFile: null })
  try {
    return await writeBackup(db, dataDir, target)
  } finally {
    await db.close()
  }
}

async function main() {
  if (command === 'start') return start()
  if (command === 'reset') {
    if (databaseUrl) {
      console.error(
        'db:reset wipes the embedded data folder. With DATABASE_URL, drop and create the database instead (docs/deploy.md).',
      )
      process.exit(2)
    }
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
  if (command === 'backup' || command === 'restore') {
    const path = process.argv[3]
    if (!path) {
      console.error(`Usage: DATA_DIR=<folder> npm run db:${command} -- <backup folder>`)
      process.exit(2)
    }
    const manifest =
      command === 'backup'
        ? await backup(path)
        : await restoreBackup(path, dataDir, log, { databaseUrl, storageDir })
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0)
    const files = manifest.files.filter((f) => f.path.startsWith('storage/')).length
    console.log(
      command === 'backup'
        ? `Backup of ${dataDir} written to ${resolve(path)}: ${rows} rows, ${files} stored files.`
        : `Restored ${resolve(path)} into ${databaseUrl ? 'PostgreSQL' : dataDir}: ${rows} rows, ${files} stored files. Serve it with DATA_DIR=${dataDir}${databaseUrl ? ' DATABASE_URL=…' : ''} npm start.`,
    )
    return
  }
  if (command === 'reset-admin') {
    const email = process.argv[3]
    if (!email) {
      console.error('Usage: DATA_DIR=<folder> npm run auth:reset-admin -- <email>')
      process.exit(2)
    }
    const env = process.env
    const { password } = await resetAdminPassword({
      email,
      dataDir,
      databaseUrl,
      serverUrl: `http://${env.HOST ?? '127.0.0.1'}:${env.PORT ?? 4173}`,
    })
    console.log(
      `Temporary password for ${email}: ${password}\nSign in with it at /auth/login; it must be changed at once. Every other session of the account has ended.`,
    )
    return
  }
  console.error(`Unknown command ${command}. Use start, reset, backup, restore or reset-admin.`)
  process.exit(2)
}

main().catch((error) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message)
    process.exit(1)
  }
  // The stack, not the object: a database error would print the whole statement (a dump's rows).
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
