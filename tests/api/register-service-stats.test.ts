/**
 * The register's service figures on the staff dashboard (`register_service_stats`): status
 * watches, API calls per key and without one, bulk checks per day, counted as the quotas count
 * them; staff of every role read them (a signed-in user without a profile is a viewer), visitors
 * not; counts only, never a watcher's email.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { type Persona, personas } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

const NUMBER = 'SBU-STA-2025-000001'
const OTHER = 'SBU-STA-2025-000002'

interface Stats {
  watches: { active: number; pending: number; certificates: number; companies: number }
  api_keys: { id: string; name: string; calls: number; calls_30_days: number; revoked: boolean }[]
  api_anonymous_30_days: number
  bulk_per_day: { day: string; checks: number }[]
}

let t: TestBackend
let service: SupabaseClient
let clients: Record<Persona, SupabaseClient>
let address = 0

/** An anonymous visitor from an address of its own (the server trusts one proxy). */
function visitor(): SupabaseClient {
  return createClient(t.url, t.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { headers: { 'x-forwarded-for': `198.51.100.${++address}` } },
  })
}

async function stats(client: SupabaseClient): Promise<Stats> {
  const { data, error } = await client.rpc('register_service_stats')
  if (error) throw new Error(error.message)
  return data as unknown as Stats
}

beforeAll(async () => {
  t = await startBackend({ trustProxy: 1 })
  service = t.service()
  clients = (await personas(t)) as typeof clients
  const { data: company, error } = await service
    .from('certified_companies')
    .insert({
      name: 'Statistik Uji',
      nib: '5555000044445',
      city: 'Solo',
      province: 'Jawa Tengah',
      pjbu_name: 'Direktur Statistik',
    })
    .select('id')
    .single()
  if (error) throw error
  const { error: certError } = await service.from('certificates').insert(
    [NUMBER, OTHER].map((number) => ({
      number,
      company_id: (company as { id: string }).id,
      issued_on: '2025-02-01',
    })),
  )
  if (certError) throw certError
})
afterAll(async () => {
  await t?.stop()
})

describe('register_service_stats', () => {
  it('starts at zero: no watches, no keys, fourteen days without bulk checks', async () => {
    const s = await stats(clients.viewer)
    expect(s.watches).toEqual({ active: 0, pending: 0, certificates: 0, companies: 0 })
    expect(s.api_keys).toEqual([])
    expect(s.api_anonymous_30_days).toBe(0)
    expect(s.bulk_per_day).toHaveLength(14)
    expect(s.bulk_per_day.every((d) => d.checks === 0)).toBe(true)
    // oldest first, one day apart, ending today in Jakarta
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10)
    expect(s.bulk_per_day.at(-1)!.day).toBe(today)
  })

  it('counts watches, API calls per key and without one, and bulk checks of today', async () => {
    // a pending watch through the public function, an active one as if confirmed
    const { error: watchError } = await visitor().rpc('watch_register', {
      email: 'pemantau@contoh.id',
      number: NUMBER,
      scope: 'certificate',
      language: 'id',
    })
    expect(watchError).toBeNull()
    const { data: watched } = await service
      .from('certificates')
      .select('id, company_id')
      .eq('number', OTHER)
      .single()
    const { error: insertError } = await service.from('register_watches').insert({
      email: 'pemantau-lain@contoh.id',
      company_id: (watched as { company_id: string }).company_id,
      status: 'active',
      confirm_token_hash: 'a'.repeat(64),
      confirmed_at: new Date().toISOString(),
    })
    expect(insertError).toBeNull()

    const { data: created, error: keyError } = await clients.admin.rpc('create_register_api_key', {
      name: 'Sistem Pengadaan Uji',
    })
    expect(keyError).toBeNull()
    const key = (created as { key: string; id: string }).key
    for (let i = 0; i < 3; i++) {
      const { error } = await visitor().rpc('register_api', {
        action: 'certificate',
        arg: { number: NUMBER },
        api_key: key,
      })
      expect(error).toBeNull()
    }
    for (let i = 0; i < 2; i++) {
      const { error } = await visitor().rpc('register_api', {
        action: 'certificate',
        arg: { number: NUMBER },
      })
      expect(error).toBeNull()
      const bulk = await visitor().rpc('check_certificates', { keys: [NUMBER, OTHER, 'X-1'] })
      expect(bulk.error).toBeNull()
    }

    for (const role of ['viewer', 'editor', 'admin'] as const) {
      const s = await stats(clients[role])
      expect(s.watches, role).toEqual({ active: 1, pending: 1, certificates: 0, companies: 1 })
      expect(s.api_keys, role).toEqual([
        expect.objectContaining({
          id: (created as { id: string }).id,
          name: 'Sistem Pengadaan Uji',
          calls: 3,
          calls_30_days: 3,
          revoked: false,
        }),
      ])
      expect(s.api_anonymous_30_days, role).toBe(2)
      expect(s.bulk_per_day.at(-1)!.checks, role).toBe(2)
      // counts only: no watcher's email reaches the dashboard
      expect(JSON.stringify(s), role).not.toContain('@')
    }
  })

  it('counts a batch of calls written at once (a replica flushing its counts) as that many', async () => {
    const before = (await stats(clients.viewer)).bulk_per_day.at(-1)!.checks
    await t.backend.db.pg.query(
      `insert into private.register_api_usage as u (subject, window_start, calls)
       values ('bulk:192.0.2.7', now(), 5)
       on conflict on constraint register_api_usage_pkey do update set calls = u.calls + 5`,
    )
    await t.backend.db.pg.query(
      `update private.register_api_usage set calls = calls + 3 where subject = 'bulk:192.0.2.7'`,
    )
    expect((await stats(clients.viewer)).bulk_per_day.at(-1)!.checks).toBe(before + 8)
  })

  it('is for staff only: a visitor may not call it', async () => {
    const { data, error } = await clients.anon.rpc('register_service_stats')
    expect(data).toBeNull()
    expect(error?.code).toBe('42501')
  })
})
