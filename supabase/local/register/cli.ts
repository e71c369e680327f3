/**
 * `npm run register:verify`, `npm run register:checkpoint`, `npm run register:key`
 * (docs/security.md "How to verify the register"):
 *
 * - verify: walks the whole status-event chain and every signed checkpoint; prints each row
 *   that does not hold and exits 1, else a summary and 0.
 * - checkpoint: signs a checkpoint of the chain now (the server also signs one a day).
 * - key: prints a new signing key for REGISTER_SIGNING_KEY and its public JWK.
 *
 * Where the register is read: with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, that API (the
 * key from REGISTER_SIGNING_KEY, or for verify the public keys at SITE_URL/.well-known/
 * jwks.json); otherwise the data folder DATA_DIR (default .data) and its key — through the
 * running server's API (HOST, PORT as for npm start) when a server holds the folder, else
 * straight from the folder; with DATABASE_URL straight from that PostgreSQL database.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'

import { loadConfig } from '../config'
import { Database } from '../db/database'
import { assertDataDirFree, DataDirLockedError } from '../db/lock'
import { describeProblems, verifyRegister } from './chain'
import {
  generateSigningSeed,
  JWKS_PATH,
  loadSigningKey,
  type PublicJwk,
  type SigningKey,
} from './signing'
import { apiStore, type RegisterStore, signCheckpoint, sqlStore } from './store'

interface Source {
  store: RegisterStore
  /** The key that signs (null: none given). */
  key: SigningKey | null
  /** The public keys checkpoints are verified with. */
  publicKeys: () => Promise<PublicJwk[]>
  close: () => Promise<void>
}

const env = process.env

async function openSource(): Promise<Source> {
  const given = env.REGISTER_SIGNING_KEY ? loadSigningKey(env.REGISTER_SIGNING_KEY) : null
  if (env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY) {
    return {
      store: apiStore(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY),
      key: given,
      publicKeys: async () => {
        if (given) return [given.publicJwk]
        if (!env.SITE_URL)
          throw new Error('Give REGISTER_SIGNING_KEY or SITE_URL (its public keys) to verify.')
        const response = await fetch(new URL(JWKS_PATH, env.SITE_URL))
        if (!response.ok) throw new Error(`${JWKS_PATH} answered ${response.status}`)
        return ((await response.json()) as { keys: PublicJwk[] }).keys
      },
      close: async () => {},
    }
  }
  const dataDir = resolve(env.DATA_DIR ?? '.data')
  const databaseUrl = env.DATABASE_URL?.trim() || undefined
  if (!databaseUrl && !existsSync(join(dataDir, 'pgdata')))
    throw new Error(`${dataDir} has no database.`)
  const config = loadConfig(dataDir, env)
  const key = loadSigningKey(config.registerSigningKey)
  const publicKeys = async () => [key.publicJwk]
  try {
    // PostgreSQL is read directly, whether servers run or not.
    if (!databaseUrl) assertDataDirFree(dataDir)
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    const url = `http://${env.HOST ?? '127.0.0.1'}:${env.PORT ?? '4173'}`
    console.log(`${dataDir} is served by a running server: reading the register at ${url}.`)
    return {
      store: apiStore(url, config.serviceRoleKey),
      key,
      publicKeys,
      close: async () => {},
    }
  }
  const db = await Database.open({ dataDir, databaseUrl, seedFile: null })
  return {
    store: sqlStore(async (sql, params) => (await db.pg.query(sql, params)).rows as never[]),
    key,
    publicKeys,
    close: () => db.close(),
  }
}

async function verify(source: Source): Promise<number> {
  const chain = await source.store.read()
  const result = verifyRegister(chain, await source.publicKeys())
  const last = result.lastCheckpoint
  console.log(
    `Register: ${result.events} status events, ${chain.certificates.length} certificates, ${result.checkpoints} signed checkpoints` +
      (last
        ? ` (the last that holds: ${last.event_count} events, signed ${last.signed_at} with key ${last.key_id}).`
        : '.'),
  )
  if (result.ok) {
    console.log('OK: every event hash, link and checkpoint signature holds.')
    if (last && last.event_count < result.events)
      console.log(
        `${result.events - last.event_count} event(s) after the last checkpoint are linked but not yet signed.`,
      )
    return 0
  }
  console.error(`FAILED: ${result.problems.length} problem(s) in the register:`)
  for (const line of describeProblems(result)) console.error(`  ${line}`)
  return 1
}

async function main(): Promise<number> {
  const command = process.argv[2]
  if (command === 'key') {
    const seed = generateSigningSeed()
    console.log(`REGISTER_SIGNING_KEY=${seed}`)
    console.log(`public key (JWK): ${JSON.stringify(loadSigningKey(seed).publicJwk)}`)
    return 0
  }
  if (command !== 'verify' && command !== 'checkpoint') {
    console.error('Usage: npm run register:verify | register:checkpoint | register:key')
    return 2
  }
  const source = await openSource()
  try {
    if (command === 'verify') return await verify(source)
    if (!source.key) throw new Error('Give REGISTER_SIGNING_KEY to sign a checkpoint.')
    const checkpoint = await signCheckpoint(source.store, source.key)
    console.log(
      `Checkpoint ${checkpoint.id}: ${checkpoint.event_count} status events, head ${checkpoint.head_hash}, signed ${checkpoint.signed_at} with key ${checkpoint.key_id}.`,
    )
    return 0
  } finally {
    await source.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
