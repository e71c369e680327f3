/**
 * Two-factor sign-in (TOTP) through supabase-js as the staff app uses it: enrolment,
 * challenge and verify (an aal2 session whose JWT says so), throttled wrong codes, single-use
 * codes, unenrolment at aal2 only, two factors, the admin API, recovery by an admin, and the
 * database's part: every staff-writable table, staff RPC and edge function refuses an aal1
 * session of a user who has a factor or whose role the policy covers.
 */

import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { totpCode } from '../../supabase/local/auth/mfa'
import { totp as code } from '../support/totp'
import { startBackend, type TestBackend } from './helpers'
import { ANON_EXECUTABLE, SIGNATURE_SQL } from './public-rpcs'

let t: TestBackend
let service: SupabaseClient
let counter = 0

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'))

interface Staff {
  id: string
  email: string
  password: string
  client: SupabaseClient
}

/** A staff account signed in on its own client (the session kept in memory, as the app). */
async function staff(role: 'admin' | 'editor' | 'viewer'): Promise<Staff> {
  counter += 1
  const email = `mfa.${role}.${counter}.${Date.now()}@lsbu.test`
  const password = `Rahasia-${counter}-dua-langkah!`
  const { data, error } = await service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  })
  if (error) throw error
  const { error: profileError } = await service
    .from('app_users')
    .insert({ id: data.user.id, full_name: `MFA ${role} ${counter}`, role })
  if (profileError) throw profileError
  return { id: data.user.id, email, password, client: await signIn(email, password) }
}

async function signIn(email: string, password: string): Promise<SupabaseClient> {
  const client = t.anon()
  const { error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw error
  return client
}

/** Enrols and verifies a TOTP factor; the client's session is then aal2. */
async function enrolTotp(client: SupabaseClient, name = 'Ponsel') {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: name })
  if (error) throw error
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: code(data.totp.secret),
  })
  if (verified.error) throw verified.error
  return { factorId: data.id, secret: data.totp.secret }
}

async function accessToken(client: SupabaseClient) {
  return (await client.auth.getSession()).data.session!.access_token
}

async function setPolicy(value: 'none' | 'admins' | 'admins_editors') {
  const { error } = await service
    .from('site_settings')
    .update({ two_factor_required_for: value })
    .eq('singleton', true)
  if (error) throw error
}

beforeAll(async () => {
  t = await startBackend()
  service = t.service()
}, 120_000)

afterAll(async () => {
  await t?.stop()
})

describe('TOTP', () => {
  it('computes RFC 6238 codes (the RFC test vector, SHA-1, last 6 digits)', () => {
    // Secret "12345678901234567890"; T = 59 s is step 1, whose 8-digit code is 94287082.
    expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 1)).toBe('287082')
  })
})

describe('enrolment, challenge and verify', () => {
  it('enrols a TOTP factor with a QR code, secret and otpauth URI; verify issues an aal2 session', async () => {
    const user = await staff('editor')
    const { data, error } = await user.client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Ponsel kantor',
    })
    expect(error).toBeNull()
    expect(data!.type).toBe('totp')
    expect(data!.friendly_name).toBe('Ponsel kantor')
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/)
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(data!.totp.uri).toMatch(
      new RegExp(
        `^otpauth://totp/[^:]+:${encodeURIComponent(user.email)}\\?.*secret=${data!.totp.secret}`,
      ),
    )
    const listed = await user.client.auth.mfa.listFactors()
    expect(listed.data!.all.map((f) => [f.id, f.status])).toEqual([[data!.id, 'unverified']])
    expect(listed.data!.totp).toEqual([])

    const before = await user.client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })

    const events: string[] = []
    user.client.auth.onAuthStateChange((event) => void events.push(event))
    const challenge = await user.client.auth.mfa.challenge({ factorId: data!.id })
    expect(challenge.error).toBeNull()
    expect(challenge.data!.expires_at).toBeGreaterThan(Date.now() / 1000)
    const verified = await user.client.auth.mfa.verify({
      factorId: data!.id,
      challengeId: challenge.data!.id,
      code: code(data!.totp.secret),
    })
    expect(verified.error).toBeNull()
    expect(events).toContain('MFA_CHALLENGE_VERIFIED')
    const claims = claimsOf(verified.data!.access_token)
    expect(claims.aal).toBe('aal2')
    expect(claims.amr.map((a: { method: string }) => a.method)).toEqual(['totp', 'password'])

    const level = await user.client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
    const after = await user.client.auth.mfa.listFactors()
    expect(after.data!.totp.map((f) => f.id)).toEqual([data!.id])

    // The refreshed session stays aal2; a new password sign-in is aal1 with aal2 next.
    const refreshed = await user.client.auth.refreshSession()
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal2')
    const again = await signIn(user.email, user.password)
    const againLevel = await again.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(againLevel.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
  })

  it('refuses a wrong code, and throttles wrong codes per factor', async () => {
    const user = await staff('viewer')
    const { data } = await user.client.auth.mfa.enroll({ factorType: 'totp' })
    const secret = data!.totp.secret
    const right = code(secret)
    const wrong = right === '000000' ? '111111' : '000000'
    const first = await user.client.auth.mfa.challengeAndVerify({ factorId: data!.id, code: wrong })
    expect(first.error?.code).toBe('mfa_verification_failed')
    for (let i = 1; i < 10; i++) {
      await user.client.auth.mfa.challengeAndVerify({ factorId: data!.id, code: wrong })
    }
    // The window is used up: even the right code is refused until it moves on.
    const blocked = await user.client.auth.mfa.challengeAndVerify({
      factorId: data!.id,
      code: right,
    })
    expect(blocked.error?.status).toBe(429)
    expect(blocked.error?.code).toBe('over_request_rate_limit')
  })

  it('accepts a code once', async () => {
    const user = await staff('viewer')
    const { data } = await user.client.auth.mfa.enroll({ factorType: 'totp' })
    const used = code(data!.totp.secret)
    const ok = await user.client.auth.mfa.challengeAndVerify({ factorId: data!.id, code: used })
    expect(ok.error).toBeNull()
    const other = await signIn(user.email, user.password)
    const reused = await other.auth.mfa.challengeAndVerify({ factorId: data!.id, code: used })
    expect(reused.error?.code).toBe('mfa_verification_failed')
    expect(claimsOf(await accessToken(other)).aal).toBe('aal1')
  })

  it('unenrolling a verified factor needs aal2; a second factor needs aal2 to enrol; two at most', async () => {
    const user = await staff('editor')
    const first = await enrolTotp(user.client, 'Ponsel')
    const aal1 = await signIn(user.email, user.password)
    const refused = await aal1.auth.mfa.unenroll({ factorId: first.factorId })
    expect(refused.error?.code).toBe('insufficient_aal')
    const enrolAtAal1 = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Cadangan' })
    expect(enrolAtAal1.error?.code).toBe('insufficient_aal')

    const spare = await enrolTotp(user.client, 'Cadangan')
    const factors = await user.client.auth.mfa.listFactors()
    expect(factors.data!.totp).toHaveLength(2)
    const third = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Ketiga' })
    expect(third.error?.code).toBe('too_many_enrolled_mfa_factors')

    // GET /user carries the factors; the admin API lists and deletes them.
    const { data: got } = await user.client.auth.getUser()
    expect(got.user!.factors!.map((f) => f.friendly_name).sort()).toEqual(['Cadangan', 'Ponsel'])
    const adminList = await service.auth.admin.mfa.listFactors({ userId: user.id })
    expect(adminList.data!.factors.map((f) => f.id).sort()).toEqual(
      [first.factorId, spare.factorId].sort(),
    )

    const removed = await user.client.auth.mfa.unenroll({ factorId: spare.factorId })
    expect(removed.error).toBeNull()
    expect((await user.client.auth.mfa.listFactors()).data!.totp).toHaveLength(1)

    const deleted = await service.auth.admin.mfa.deleteFactor({
      userId: user.id,
      id: first.factorId,
    })
    expect(deleted.error).toBeNull()
    expect((await service.auth.admin.mfa.listFactors({ userId: user.id })).data!.factors).toEqual(
      [],
    )
    // Removing a factor through the admin API signs the user out everywhere.
    const refresh = await user.client.auth.refreshSession()
    expect(refresh.error).not.toBeNull()
  })
})

describe('the database requires aal2', () => {
  it('puts a restrictive aal policy on every staff-writable table, and the aal check in every staff RPC', async () => {
    const tables = await t.backend.db.asOwner(async (tx) => {
      const { rows } = await tx.query<{ table: string; policies: string[] }>(
        `select c.relname as table,
           array(select p.polname::text from pg_policy p where p.polrelid = c.oid and not p.polpermissive order by 1) as policies
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relrowsecurity
           and (has_table_privilege('authenticated', c.oid, 'INSERT')
             or has_table_privilege('authenticated', c.oid, 'UPDATE')
             or has_table_privilege('authenticated', c.oid, 'DELETE'))
         order by 1`,
      )
      return rows
    })
    expect(tables.length).toBeGreaterThan(20)
    for (const { table, policies } of tables) {
      expect(policies, table).toEqual(
        expect.arrayContaining(['two-factor: delete', 'two-factor: insert', 'two-factor: update']),
      )
    }
    // Security-definer functions staff may call: each checks the session's assurance level
    // (through private.require_staff or the check itself), except the helpers that report it.
    const unchecked = await t.backend.db.asOwner(async (tx) => {
      const { rows } = await tx.query<{ signature: string }>(
        `select ${SIGNATURE_SQL} as signature from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public' and p.prosecdef
           and has_function_privilege('authenticated', p.oid, 'EXECUTE')
           and p.prosrc !~ '(require_staff|require_aal|aal_ok)\\('
         order by 1`,
      )
      return rows.map((r) => r.signature)
    })
    const reporters = ['aal_ok()', 'current_app_role()', 'my_two_factor()']
    expect(
      unchecked.filter(
        (s) => !(ANON_EXECUTABLE as readonly string[]).includes(s) && !reporters.includes(s),
      ),
    ).toEqual([])
  })

  it('refuses writes, staff RPCs and edge functions to an aal1 session of a user with a factor', async () => {
    const admin = await staff('admin')
    await enrolTotp(admin.client)
    const aal1 = await signIn(admin.email, admin.password)

    const settings = await aal1
      .from('site_settings')
      .update({ tagline: { id: 'Uji', en: 'Test' } })
      .eq('singleton', true)
      .select('id')
    expect(settings.data ?? []).toEqual([])
    const article = await aal1
      .from('articles')
      .insert({ title: { id: 'Uji aal1' }, slug: `uji-aal1-${Date.now()}` })
    expect(article.error?.code).toBe('42501')
    const rpc = await aal1.rpc('dashboard_counts')
    expect(rpc.error?.hint).toBe('aal2_required')
    const wrapped = await aal1.rpc('staff_members')
    expect(wrapped.error?.hint).toBe('aal2_required')
    const fn = await aal1.functions.invoke('manage-users', { body: { action: 'list' } })
    expect((fn.error as { context?: Response } | null)?.context?.status).toBe(403)

    // The same account at aal2 may do all of it.
    const ok = await admin.client
      .from('site_settings')
      .update({ tagline: { id: 'Uji', en: 'Test' } })
      .eq('singleton', true)
      .select('id')
    expect(ok.data).toHaveLength(1)
    expect((await admin.client.rpc('dashboard_counts')).error).toBeNull()
    expect((await admin.client.rpc('staff_members')).data?.length).toBeGreaterThan(0)
    const listed = await admin.client.functions.invoke('manage-users', { body: { action: 'list' } })
    expect(listed.error).toBeNull()
  })

  it('the policy requires aal2 for the roles it names, even without a factor', async () => {
    const admin = await staff('admin')
    const editor = await staff('editor')
    const canWrite = async (client: SupabaseClient) => {
      const { error } = await client.rpc('dashboard_counts')
      return error === null
    }
    expect(await canWrite(admin.client)).toBe(true)
    try {
      await setPolicy('admins')
      expect(await canWrite(admin.client)).toBe(false)
      expect(await canWrite(editor.client)).toBe(true)
      const state = await admin.client.rpc('my_two_factor')
      expect(state.data).toMatchObject({ required: true, enrolled: false, aal_ok: false })
      await setPolicy('admins_editors')
      expect(await canWrite(editor.client)).toBe(false)
    } finally {
      await setPolicy('none')
    }
    expect(await canWrite(editor.client)).toBe(true)
  })

  it('an admin cannot require two-factor sign-in before enrolling themselves', async () => {
    const admin = await staff('admin')
    const refused = await admin.client
      .from('site_settings')
      .update({ two_factor_required_for: 'admins' })
      .eq('singleton', true)
    expect(refused.error?.hint).toBe('enrol_first')
  })
})

describe('recovery', () => {
  it('an admin at aal2 removes a user’s factors; audited, and the user is signed out everywhere', async () => {
    const admin = await staff('admin')
    await enrolTotp(admin.client)
    const editor = await staff('editor')
    await enrolTotp(editor.client)
    const otherDevice = await signIn(editor.email, editor.password)

    const aal1 = await signIn(admin.email, admin.password)
    const refused = await aal1.rpc('remove_user_factors', { p_user_id: editor.id })
    expect(refused.error?.hint).toBe('aal2_required')

    const { data, error } = await admin.client.rpc('remove_user_factors', { p_user_id: editor.id })
    expect(error).toBeNull()
    expect(data).toMatchObject({ factors_removed: 1 })
    expect((await service.auth.admin.mfa.listFactors({ userId: editor.id })).data!.factors).toEqual(
      [],
    )
    for (const client of [editor.client, otherDevice]) {
      const refresh = await client.auth.refreshSession()
      expect(refresh.error).not.toBeNull()
    }
    const { data: audit } = await service
      .from('audit_log')
      .select('actor_id, table_name, record_id, changes')
      .eq('table_name', 'mfa_factors')
      .eq('record_id', editor.id)
    expect(audit).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        changes: expect.objectContaining({ factors_removed: 1 }),
      }),
    ])
    // Editors cannot.
    const asEditor = await (
      await staff('editor')
    ).client.rpc('remove_user_factors', {
      p_user_id: admin.id,
    })
    expect(asEditor.error?.code).toBe('42501')
  })

  it('the last admin with a factor cannot remove it while the policy requires it', async () => {
    // Start from no other admin holding a factor.
    const { data: others } = await service.from('app_users').select('id').eq('role', 'admin')
    for (const { id } of others ?? []) {
      const { data } = await service.auth.admin.mfa.listFactors({ userId: id })
      for (const f of data?.factors ?? [])
        await service.auth.admin.mfa.deleteFactor({ userId: id, id: f.id })
    }
    const admin = await staff('admin')
    const { factorId } = await enrolTotp(admin.client)
    const adminClient = admin.client
    await adminClient
      .from('site_settings')
      .update({ two_factor_required_for: 'admins' })
      .eq('singleton', true)
      .throwOnError()
    try {
      const own = await adminClient.auth.mfa.unenroll({ factorId })
      expect(own.error?.code).toBe('insufficient_aal')
      const viaRpc = await adminClient.rpc('remove_user_factors', { p_user_id: admin.id })
      expect(viaRpc.error?.hint).toBe('last_admin_factor')
      // With a spare device it may go.
      const spare = await enrolTotp(adminClient, 'Cadangan')
      expect((await adminClient.auth.mfa.unenroll({ factorId })).error).toBeNull()
      expect(spare.factorId).toBeTruthy()
    } finally {
      await setPolicy('none')
    }
  })
})
