/**
 * The register's tamper-evident history (ADR 024): the verifier used by
 * `npm run register:verify` walks the status-event chain and the signed checkpoints, read
 * through the API with the service role as an outside verifier would; it catches a row edited
 * by hand in SQL (by the database owner, triggers off), saying which; checkpoints are signed
 * with the site's key, whose public half is at /.well-known/jwks.json and whose private half
 * is nowhere in the database or the API.
 */
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'

import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dumpDatabase } from '../../supabase/local/backup'
import {
  type ChainCheckpoint,
  checkpointCanonical,
  describeProblems,
  verifyRegister,
} from '../../supabase/local/register/chain'
import {
  generateSigningSeed,
  loadSigningKey,
  type PublicJwk,
} from '../../supabase/local/register/signing'
import { apiStore, signCheckpoint, sqlStore } from '../../supabase/local/register/store'
import { personas } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let service: SupabaseClient
let editor: SupabaseClient
let admin: SupabaseClient
let keys: PublicJwk[]

/** The chain as an outside verifier reads it: the API, the service role, the published key. */
async function verify() {
  return verifyRegister(await apiStore(t.url, t.serviceRoleKey).read(), keys)
}

/**
 * Runs `tamper` as the database owner in SQL with the triggers off (what someone with the
 * database files could do), verifies the chain inside that transaction, then rolls it back.
 */
async function tampered(tamper: string, params: unknown[] = []) {
  const pg = t.backend.db.pg
  try {
    return await pg.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica')
      await tx.query(tamper, params)
      await tx.query('set local session_replication_role = origin')
      const store = sqlStore(async (sql, args) => (await tx.query(sql, args)).rows as never[])
      const result = verifyRegister(await store.read(), keys)
      throw Object.assign(new Error('rollback'), { result })
    })
  } catch (error) {
    const { result } = error as { result?: ReturnType<typeof verifyRegister> }
    if (!result) throw error
    return result
  }
}

beforeAll(async () => {
  t = await startBackend()
  service = t.service()
  const p = await personas(t)
  editor = p.editor
  admin = p.admin
  await t.backend.registerJobs.settled()
  const res = await fetch(`${t.url}/.well-known/jwks.json`)
  keys = ((await res.json()) as { keys: PublicJwk[] }).keys
})
afterAll(async () => t?.stop())

describe('the status-event chain', () => {
  it('holds on the seeded register, with a checkpoint signed at start-up by the published key', async () => {
    const result = await verify()
    expect(describeProblems(result)).toEqual([])
    expect(result.ok).toBe(true)
    expect(result.events).toBeGreaterThan(300)
    expect(result.checkpoints).toBeGreaterThanOrEqual(1)
    expect(result.lastCheckpoint).toMatchObject({
      event_count: result.events,
      key_id: t.backend.registerKey.kid,
    })
    expect(keys).toEqual([
      {
        kty: 'OKP',
        crv: 'Ed25519',
        x: expect.stringMatching(/^[\w-]{43}$/),
        kid: t.backend.registerKey.kid,
        alg: 'EdDSA',
        use: 'sig',
      },
    ])
  })

  it('stays one chain when many status changes are written at once', async () => {
    const { data: certificates } = await service
      .from('certificates')
      .select('id')
      .eq('status', 'aktif')
      .gte('valid_until', '2027-01-01')
      .limit(12)
    const before = (await service.rpc('register_chain_head')).data as { event_count: number }
    await Promise.all(
      certificates!.map((c, i) =>
        (i % 2 ? editor : admin)
          .from('certificates')
          .update({ status: 'dibekukan', status_reason: { id: `Serentak ${i}.` } })
          .eq('id', c.id),
      ),
    )
    const result = await verify()
    expect(describeProblems(result)).toEqual([])
    expect(result.events).toBe(before.event_count + certificates!.length)
  })

  it.each([
    [
      'the reason of one event is rewritten',
      `update public.certificate_status_events set reason = '{"id": "Tidak pernah dicabut."}' where seq = 3`,
      /^status event #3 \(.+\): its content does not match its hash/,
    ],
    [
      'an event is rewritten with a fresh hash of its own',
      `do $$
       declare e public.certificate_status_events;
       begin
         select * into e from public.certificate_status_events where seq = 3;
         e.to_status := 'aktif';
         e.reason := null;
         e.hash := private.certificate_event_hash(e);
         update public.certificate_status_events x
           set to_status = e.to_status, reason = e.reason, hash = e.hash where x.id = e.id;
       end $$`,
      /^status event #4 \(.+\): prev_hash is not the hash of the event before it/,
    ],
    [
      'an event is deleted',
      'delete from public.certificate_status_events where seq = 5',
      /^status event #6 \(.+\): position 6 where 5 was expected/,
    ],
    [
      "a revoked certificate's status is set back to aktif",
      `update public.certificates set status = 'aktif' where status = 'dicabut' and number like 'SBU-KMN-%'`,
      /^certificate SBU-KMN-\S+: is aktif but its history ends in dicabut/,
    ],
    [
      'a certificate is renumbered',
      `update public.certificates set number = 'SBU-PALSU-000001' where number in (select certificate_number from public.certificate_status_events where seq = 1)`,
      /^certificate SBU-PALSU-000001: its history was written for number SBU-KMN-/,
    ],
  ])('catches it when %s in SQL, and says which row', async (_, tamper, expected) => {
    const result = await tampered(tamper)
    expect(result.ok).toBe(false)
    expect(describeProblems(result).some((line) => expected.test(line))).toBe(true)
  })

  it('catches a rewritten history with every hash recomputed: the signed checkpoint no longer matches', async () => {
    await signCheckpoint(
      sqlStore(async (sql, p) => (await t.backend.db.pg.query(sql, p)).rows as never[]),
      t.backend.registerKey,
    )
    const result = await tampered(`
      do $$
      declare e public.certificate_status_events; prev text;
      begin
        for e in select * from public.certificate_status_events where seq >= 3 order by seq loop
          if e.seq = 3 then e.reason := '{"id": "Ditulis ulang."}'; else e.prev_hash := prev; end if;
          e.hash := private.certificate_event_hash(e);
          update public.certificate_status_events x set reason = e.reason, prev_hash = e.prev_hash, hash = e.hash where x.id = e.id;
          prev := e.hash;
        end loop;
      end $$`)
    const lines = describeProblems(result)
    expect(lines.filter((line) => line.startsWith('status event'))).toEqual([])
    expect(
      lines.some((line) =>
        /^checkpoint \d+: the chain's event \d+ is not the one that was signed/.test(line),
      ),
    ).toBe(true)
  })
})

describe('checkpoints', () => {
  it('are signed on demand over the chain head and hold with the published key only', async () => {
    const checkpoint = await signCheckpoint(
      apiStore(t.url, t.serviceRoleKey),
      t.backend.registerKey,
    )
    const head = (await service.rpc('register_chain_head')).data as {
      event_count: number
      head_hash: string
    }
    expect(checkpoint).toMatchObject({ event_count: head.event_count, head_hash: head.head_hash })
    expect((await verify()).lastCheckpoint?.id).toBe(checkpoint.id)
    // Another key, or a changed byte, does not hold.
    const other = loadSigningKey(generateSigningSeed())
    const forged = {
      ...checkpoint,
      key_id: other.kid,
      signature: other.sign(checkpointCanonical({ ...checkpoint, key_id: other.kid })),
    }
    const changed: ChainCheckpoint = {
      ...checkpoint,
      signed_at: new Date(Date.parse(checkpoint.signed_at) + 1000).toISOString(),
    }
    const chain = await apiStore(t.url, t.serviceRoleKey).read()
    expect(describeProblems(verifyRegister({ ...chain, checkpoints: [forged] }, keys))).toEqual([
      `checkpoint ${checkpoint.id}: signed with an unknown key ${other.kid}`,
    ])
    expect(describeProblems(verifyRegister({ ...chain, checkpoints: [changed] }, keys))).toEqual([
      `checkpoint ${checkpoint.id}: its signature does not match its content`,
    ])
    expect(verifyRegister({ ...chain, checkpoints: [forged] }, [...keys, other.publicJwk]).ok).toBe(
      true,
    )
  })

  it('are kept by the service role only, for a real position of the chain, and never changed', async () => {
    const head = (await service.rpc('register_chain_head')).data as {
      event_count: number
      head_hash: string
    }
    const args = {
      event_count: head.event_count,
      head_hash: head.head_hash,
      signed_at: new Date().toISOString(),
      key_id: t.backend.registerKey.kid,
      signature: 'A'.repeat(86),
    }
    for (const client of [t.anon(), editor, admin]) {
      expect((await client.rpc('record_register_checkpoint', args)).error).not.toBeNull()
      expect((await client.rpc('register_chain_head')).error).not.toBeNull()
      expect((await client.rpc('record_certificate_expiries')).error).not.toBeNull()
      const { error } = await client.from('certificate_chain_checkpoints').insert({ ...args })
      expect(error).not.toBeNull()
    }
    const wrongHead = await service.rpc('record_register_checkpoint', {
      ...args,
      head_hash: 'f'.repeat(64),
    })
    expect(wrongHead.error).toMatchObject({ code: '22023', hint: 'field:head_hash' })
    const backdated = await service.rpc('record_register_checkpoint', {
      ...args,
      signed_at: '2020-01-01T00:00:00Z',
    })
    expect(backdated.error).toMatchObject({ code: '22023', hint: 'field:signed_at' })
    const { data: kept } = await editor
      .from('certificate_chain_checkpoints')
      .select('id')
      .limit(1)
      .single()
    const update = await service
      .from('certificate_chain_checkpoints')
      .update({ event_count: 0 })
      .eq('id', kept!.id)
      .select('id')
    expect(update.error ?? update.data).not.toBeNull()
    expect(update.error ? [] : update.data).toEqual([])
  })

  it('are signed with a key that is in the data folder only: never in the database or the API', async () => {
    const seed = (
      JSON.parse(readFileSync(join(t.dataDir, 'config.json'), 'utf8')) as {
        registerSigningKey: string
      }
    ).registerSigningKey
    expect(loadSigningKey(seed).kid).toBe(t.backend.registerKey.kid)
    const { sql } = await dumpDatabase(t.backend.db)
    const raw = Buffer.from(seed, 'base64url')
    for (const form of [seed, raw.toString('hex'), raw.toString('base64')])
      expect(sql).not.toContain(form)
    for (const path of ['/.well-known/jwks.json', '/rest/v1/', '/auth/v1/settings']) {
      const text = await (await fetch(`${t.url}${path}`, { headers: { apikey: t.anonKey } })).text()
      expect(text).not.toContain(seed)
    }
  })
})

describe('npm run register:verify', () => {
  it("passes on the running server's data folder, then fails with a non-zero exit naming the row edited by hand", async () => {
    const run = promisify(execFile)
    // The command finds the folder held by this server and reads through its API (PGlite).
    const cli = (command: string) =>
      run('npx', ['tsx', 'supabase/local/register/cli.ts', command], {
        env: {
          ...process.env,
          DATA_DIR: t.dataDir,
          // On PostgreSQL the command reads the database itself.
          DATABASE_URL: t.databaseUrl ?? '',
          HOST: '127.0.0.1',
          PORT: new URL(t.url).port,
          SUPABASE_URL: '',
          SUPABASE_SERVICE_ROLE_KEY: '',
        },
      }).then(
        ({ stdout, stderr }) => ({ code: 0, out: stdout + stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({
          code: error.code,
          out: error.stdout + error.stderr,
        }),
      )
    const signed = await cli('checkpoint')
    expect(signed.out).toMatch(/^Checkpoint \d+: \d+ status events, head [0-9a-f]{64}, signed /m)
    expect(signed.code).toBe(0)
    const good = await cli('verify')
    expect(good.out).toMatch(/OK: every event hash, link and checkpoint signature holds/)
    expect(good.code).toBe(0)

    const pg = t.backend.db.pg
    const edit = (days: number) =>
      pg.transaction(async (tx) => {
        await tx.query('set local session_replication_role = replica')
        await tx.query(
          'update public.certificate_status_events set changed_on = changed_on + $1::integer where seq = 7',
          [days],
        )
      })
    const { rows } = await pg.query<{ id: string }>(
      'select id from public.certificate_status_events where seq = 7',
    )
    await edit(-30)
    try {
      const bad = await cli('verify')
      expect(bad.code).toBe(1)
      expect(bad.out).toContain('FAILED: 1 problem(s) in the register:')
      expect(bad.out).toContain(
        `status event #7 (${rows[0]!.id}): its content does not match its hash`,
      )
    } finally {
      await edit(30)
    }
    expect((await cli('verify')).code).toBe(0)
  }, 120_000)
})
