/**
 * Where the register's chain is read and its checkpoints written: the embedded database
 * directly (the server's scheduled jobs, the command line on a stopped server), or a Supabase
 * API with the service role (a front of hosted Supabase, the command line against a running
 * server). Both go through the same SQL functions (migration 20261127100000).
 */
import { PostgrestClient } from '@supabase/postgrest-js'

import type { ChainCertificate, ChainCheckpoint, ChainEvent, RegisterChain } from './chain'
import { checkpointCanonical } from './chain'
import type { SigningKey } from './signing'

export interface ChainHead {
  event_count: number
  head_hash: string
}

export interface RegisterStore {
  /** False for a database without the register (test fixtures with a schema of their own). */
  present: () => Promise<boolean>
  /** public.record_certificate_expiries(): the events of certificates that passed their end. */
  recordExpiries: () => Promise<number>
  /**
   * public.queue_register_watch_alerts(): the watchers' 30-days-before-expiry and
   * surveillance-overdue mails (0 on a database without register watches).
   */
  queueWatchAlerts: () => Promise<number>
  head: () => Promise<ChainHead>
  recordCheckpoint: (checkpoint: Omit<ChainCheckpoint, 'id'>) => Promise<number>
  /** When the newest checkpoint was signed (ISO), or null. */
  lastCheckpointAt: () => Promise<string | null>
  read: () => Promise<RegisterChain>
}

/** Runs one statement as the database owner and returns its rows. */
export type OwnerQuery = <T>(sql: string, params?: unknown[]) => Promise<T[]>

/** The chain in the embedded database (or any PostgreSQL session as its owner). */
export function sqlStore(query: OwnerQuery): RegisterStore {
  // to_json: the rows exactly as the API would send them (dates, times, numbers).
  const all = async <T>(sql: string) =>
    (await query<{ row: T }>(`select to_json(x) as row from (${sql}) x`)).map((r) => r.row)
  return {
    present: async () =>
      (
        await query(
          "select 1 where to_regprocedure('public.record_certificate_expiries()') is not null",
        )
      ).length > 0,
    recordExpiries: async () =>
      (await query<{ n: number }>('select public.record_certificate_expiries() as n'))[0]!.n,
    queueWatchAlerts: async () =>
      (
        await query<{ n: number }>(
          `select case when to_regprocedure('public.queue_register_watch_alerts()') is null then 0
             else public.queue_register_watch_alerts() end as n`,
        )
      )[0]!.n,
    head: async () =>
      (await query<{ head: ChainHead }>('select public.register_chain_head() as head'))[0]!.head,
    recordCheckpoint: async (c) =>
      Number(
        (
          await query<{ id: number }>(
            'select public.record_register_checkpoint($1, $2, $3, $4, $5) as id',
            [c.event_count, c.head_hash, c.signed_at, c.key_id, c.signature],
          )
        )[0]!.id,
      ),
    lastCheckpointAt: async () =>
      (
        await all<{ signed_at: string }>(
          'select signed_at from public.certificate_chain_checkpoints order by id desc limit 1',
        )
      )[0]?.signed_at ?? null,
    read: async () => ({
      events: await all<ChainEvent>('select * from public.certificate_status_events order by seq'),
      checkpoints: await all<ChainCheckpoint>(
        'select * from public.certificate_chain_checkpoints order by id',
      ),
      certificates: await all<ChainCertificate>(
        'select id, number, status from public.certificates order by id',
      ),
    }),
  }
}

/** The chain through a Supabase API (`url` without /rest/v1) with the service-role key. */
export function apiStore(url: string, serviceRoleKey: string): RegisterStore {
  const rest = new PostgrestClient(`${url.replace(/\/+$/, '')}/rest/v1`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  })
  const rpc = async <T>(name: string, args: Record<string, unknown> = {}): Promise<T> => {
    const { data, error } = await rest.rpc(name, args)
    if (error) throw new Error(`${name}: ${error.message}`)
    return data as T
  }
  /** Every row of a table, page by page (PostgREST caps each at max_rows), by a unique key. */
  const all = async <T extends Record<string, unknown>>(
    table: string,
    select: string,
    key: string,
  ) => {
    const rows: T[] = []
    for (;;) {
      let page = rest.from(table).select(select).order(key).limit(1000)
      const last = rows.at(-1)
      if (last) page = page.gt(key, last[key] as string)
      const { data, error } = await page
      if (error) throw new Error(`${table}: ${error.message}`)
      if ((data as unknown[]).length === 0) return rows
      rows.push(...(data as unknown as T[]))
    }
  }
  return {
    present: async () => true,
    recordExpiries: () => rpc<number>('record_certificate_expiries'),
    queueWatchAlerts: () => rpc<number>('queue_register_watch_alerts'),
    head: () => rpc<ChainHead>('register_chain_head'),
    recordCheckpoint: (c) => rpc<number>('record_register_checkpoint', { ...c }),
    lastCheckpointAt: async () => {
      const { data, error } = await rest
        .from('certificate_chain_checkpoints')
        .select('signed_at')
        .order('id', { ascending: false })
        .limit(1)
      if (error) throw new Error(`certificate_chain_checkpoints: ${error.message}`)
      return (data as { signed_at: string }[])[0]?.signed_at ?? null
    },
    read: async () => ({
      events: await all<ChainEvent & Record<string, unknown>>(
        'certificate_status_events',
        '*',
        'seq',
      ),
      checkpoints: await all<ChainCheckpoint & Record<string, unknown>>(
        'certificate_chain_checkpoints',
        '*',
        'id',
      ),
      certificates: await all<ChainCertificate & Record<string, unknown>>(
        'certificates',
        'id, number, status',
        'id',
      ),
    }),
  }
}

/** Signs the chain's head now and keeps the checkpoint; returns it. */
export async function signCheckpoint(
  store: RegisterStore,
  key: SigningKey,
): Promise<ChainCheckpoint> {
  const head = await store.head()
  const unsigned = {
    event_count: Number(head.event_count),
    head_hash: head.head_hash,
    signed_at: new Date().toISOString(),
    key_id: key.kid,
  }
  const checkpoint = { ...unsigned, signature: key.sign(checkpointCanonical(unsigned)) }
  const id = await store.recordCheckpoint(checkpoint)
  return { id, ...checkpoint }
}
