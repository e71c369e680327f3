/**
 * The on-demand register checkpoint (register-checkpoint function): an admin asks, the server
 * signs the chain's head with the site's key (which never reaches the caller), the checkpoint
 * verifies with the register's verifier, and the audit log names the admin. Editors, and an
 * aal1 session of an admin with a second factor, are refused.
 */

import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { verifyRegister } from '../../supabase/local/register/chain'
import { apiStore } from '../../supabase/local/register/store'
import { totp as code } from '../support/totp'
import { createAccount, signIn } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend

async function invoke(client: SupabaseClient) {
  const { data, error } = await client.functions.invoke('register-checkpoint', { body: {} })
  const context = (error as { context?: Response } | null)?.context
  return {
    status: context?.status ?? 200,
    body: (context ? await context.json() : data) as Record<string, unknown>,
  }
}

beforeAll(async () => {
  t = await startBackend()
}, 120_000)

afterAll(async () => {
  await t?.stop()
})

describe('register-checkpoint', () => {
  it('signs a checkpoint for an admin; it verifies, and the audit log names the admin', async () => {
    const admin = await createAccount(t, 'admin')
    const { status, body } = await invoke(admin.client)
    expect(status).toBe(200)
    const checkpoint = body.checkpoint as Record<string, unknown>
    expect(checkpoint).toMatchObject({ key_id: t.backend.registerKey.kid })
    expect(checkpoint.head_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(body)).not.toContain(t.backend.config.registerSigningKey)

    const chain = await apiStore(t.url, t.serviceRoleKey).read()
    const stored = chain.checkpoints.find((c) => c.id === checkpoint.id)
    expect(stored).toMatchObject({ event_count: checkpoint.event_count })
    const result = verifyRegister(chain, [t.backend.registerKey.publicJwk])
    expect(result.problems).toEqual([])
    expect(result.lastCheckpoint?.id).toBe(checkpoint.id)

    const { data: audit } = await t
      .service()
      .from('audit_log')
      .select('actor_id, action, record_id')
      .eq('table_name', 'certificate_chain_checkpoints')
      .eq('record_id', String(checkpoint.id))
    expect(audit).toEqual([
      { actor_id: admin.id, action: 'insert', record_id: String(checkpoint.id) },
    ])
  })

  it('refuses editors, and an admin’s aal1 session once they have a second factor', async () => {
    const editor = await createAccount(t, 'editor')
    expect((await invoke(editor.client)).status).toBe(403)

    const admin = await createAccount(t, 'admin')
    const own = t.anon()
    await own.auth.signInWithPassword({ email: admin.email, password: admin.password })
    const { data } = await own.auth.mfa.enroll({ factorType: 'totp' })
    const verified = await own.auth.mfa.challengeAndVerify({
      factorId: data!.id,
      code: code(data!.totp.secret),
    })
    expect(verified.error).toBeNull()
    // Verifying ended the account's other aal1 sessions (as GoTrue); a new password sign-in.
    const aal1 = await invoke(t.withToken(await signIn(t, admin.email, admin.password)))
    expect(aal1).toMatchObject({ status: 403, body: { code: 'aal2_required' } })
    expect((await invoke(own)).status).toBe(200)
  })
})
