/**
 * Sessions that end when they should, and passwords that are not guessable,
 * through supabase-js against the embedded backend with the site's schema:
 * - an admin's password reset, a role change and a ban revoke every refresh token, and the
 *   access tokens of those sessions lose their staff rights on the next request;
 * - changing one's own email needs the current password, is audited and tells the old address;
 * - `signOut({ scope: 'others' })`, the own-session list and revoke;
 * - weak passwords refused on every path; temporary passwords must be changed (enforced by the
 *   database and the manage-users function); SETUP_TOKEN.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { resetAdminPassword } from '../../supabase/local/auth/reset-admin'
import { revokeAllSessions } from '../../supabase/local/auth/sessions'
import { type Account, createAccount, signIn } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend

beforeAll(async () => {
  t = await startBackend()
}, 180_000)
afterAll(async () => t?.stop())

const tr = (text: string) => ({ id: text, en: text })

/** A second, independent sign-in of the same account: its own session and refresh token. */
async function secondSession(account: Account) {
  const client = t.anon()
  const { data, error } = await client.auth.signInWithPassword({
    email: account.email,
    password: account.password,
  })
  if (error || !data.session) throw error ?? new Error('no session')
  return { client, session: data.session, asUser: t.withToken(data.session.access_token) }
}

async function role(client: SupabaseClient): Promise<unknown> {
  const { data, error } = await client.rpc('current_app_role')
  expect(error).toBeNull()
  return data
}

async function refreshFails(refreshToken: string) {
  const { data, error } = await t.anon().auth.refreshSession({ refresh_token: refreshToken })
  expect(data.session).toBeNull()
  expect(error).not.toBeNull()
}

async function sessionCount(userId: string): Promise<number> {
  const { rows } = await t.backend.db.pg.query<{ n: number }>(
    'select count(*)::int as n from auth.sessions where user_id = $1',
    [userId],
  )
  return rows[0]!.n
}

describe('first-time setup (zero users)', () => {
  const invoke = async (body: Record<string, unknown>) => {
    const { data, error } = await t.anon().functions.invoke('create-admin-user', { body })
    if (!error) return { status: 200, body: data as Record<string, unknown> }
    const response = (error as { context: Response }).context
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('refuses a weak password with a field error', async () => {
    for (const password of ['password', '12345678']) {
      expect(await invoke({ email: 'utama@lsbu.test', password })).toMatchObject({
        status: 400,
        body: { code: 'weak_password', field: 'password' },
      })
    }
  })

  it('with SETUP_TOKEN: the probe says so, and a missing or wrong token is refused', async () => {
    expect(await invoke({ probe: true })).toEqual({
      status: 200,
      body: { setup_token_required: false },
    })
    t.backend.config.setupToken = 'token-rahasia-penyiapan'
    try {
      expect((await invoke({ probe: true })).body).toEqual({ setup_token_required: true })
      const base = { email: 'utama@lsbu.test', password: 'Harimau-sumatra-berlari-5' }
      for (const token of [undefined, '', 'tebakan', 'token-rahasia-penyiapa']) {
        expect(await invoke({ ...base, setup_token: token })).toMatchObject({
          status: 403,
          body: { code: 'setup_token_invalid', field: 'setup_token' },
        })
      }
      const { rows } = await t.backend.db.pg.query<{ n: number }>(
        'select count(*)::int as n from auth.users',
      )
      expect(rows[0]!.n).toBe(0)
      const created = await invoke({ ...base, setup_token: 'token-rahasia-penyiapan' })
      expect(created.status).toBe(200)
    } finally {
      t.backend.config.setupToken = null
    }
  })
})

describe('revocation', () => {
  it("an admin's password reset ends every session: refresh fails, the access token loses its rights", async () => {
    const editor = await createAccount(t, 'editor')
    const other = await secondSession(editor)
    expect(await role(other.asUser)).toBe('editor')

    const { error } = await t
      .service()
      .auth.admin.updateUserById(editor.id, { password: 'Kuda-terbang-di-atas-awan-7' })
    expect(error).toBeNull()
    expect(await sessionCount(editor.id)).toBe(0)
    await refreshFails(other.session.refresh_token)
    // Still signed, not yet expired: the database no longer counts it as staff.
    expect(await role(other.asUser)).toBeNull()
    const write = await other.asUser
      .from('faqs')
      .insert({ question: tr('Boleh?'), answer: tr('Tidak.') })
    expect(write.error).not.toBeNull()
    const me = await other.asUser.auth.getUser(other.session.access_token)
    // GoTrue's 403 session_not_found, which auth-js reports as a missing session.
    expect(me.error?.name).toBe('AuthSessionMissingError')
  })

  it('a role change ends the sessions of that user only', async () => {
    const editor = await createAccount(t, 'editor')
    const bystander = await createAccount(t, 'editor')
    const other = await secondSession(editor)
    const admin = await createAccount(t, 'admin')
    const { error } = await admin.client
      .from('app_users')
      .update({ role: 'viewer' })
      .eq('id', editor.id)
    expect(error).toBeNull()
    expect(await sessionCount(editor.id)).toBe(0)
    await refreshFails(other.session.refresh_token)
    expect(await role(editor.client)).toBeNull()
    expect(await role(bystander.client)).toBe('editor')
    // Renaming alone is no role change.
    await admin.client.from('app_users').update({ full_name: 'Nama Baru' }).eq('id', bystander.id)
    expect(await role(bystander.client)).toBe('editor')
  })

  it('a ban ends every session', async () => {
    const editor = await createAccount(t, 'editor')
    const other = await secondSession(editor)
    const { error } = await t
      .service()
      .auth.admin.updateUserById(editor.id, { ban_duration: '24h' })
    expect(error).toBeNull()
    expect(await sessionCount(editor.id)).toBe(0)
    await refreshFails(other.session.refresh_token)
  })

  it('revokeAllSessions removes sessions and refresh tokens (used by MFA factor removal too)', async () => {
    const viewer = await createAccount(t, 'viewer')
    const other = await secondSession(viewer)
    const ended = await t.backend.db.asOwner((tx) => revokeAllSessions(tx, viewer.id))
    expect(ended).toBe(2)
    const { rows } = await t.backend.db.pg.query(
      'select 1 from auth.refresh_tokens where user_id = $1',
      [viewer.id],
    )
    expect(rows).toEqual([])
    await refreshFails(other.session.refresh_token)
    expect(await role(viewer.client)).toBeNull()
  })
})

describe('changing one’s own email', () => {
  it('needs the current password, is audited and tells the old address', async () => {
    const editor = await createAccount(t, 'editor')
    const { client } = await secondSession(editor)
    const next = `pindah.${Date.now()}@lsbu.test`

    const bare = await client.auth.updateUser({ email: next })
    expect(bare.error).toMatchObject({ status: 400, code: 'current_password_required' })
    const wrong = await client.auth.updateUser({ email: next, current_password: 'salah-sekali-1' })
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_invalid' })
    const row = await t.backend.db.pg.query<{ email: string }>(
      'select email from auth.users where id = $1',
      [editor.id],
    )
    expect(row.rows[0]!.email).toBe(editor.email)

    const done = await client.auth.updateUser({ email: next, current_password: editor.password })
    expect(done.error).toBeNull()
    expect(done.data.user?.email).toBe(next)

    const audit = await t.backend.db.pg.query<{
      actor_id: string
      changes: { email: { old: string; new: string } }
    }>(
      `select actor_id, changes from public.audit_log where table_name = 'users' and record_id = $1`,
      [editor.id],
    )
    expect(audit.rows).toHaveLength(1)
    expect(audit.rows[0]).toMatchObject({
      actor_id: editor.id,
      changes: { email: { old: editor.email, new: next } },
    })
    const mail = await t.backend.db.pg.query<{
      to_address: string
      kind: string
      body_text: string
    }>(
      `select to_address, kind, body_text from public.outbox where kind = 'account' and to_address = $1`,
      [editor.email],
    )
    expect(mail.rows).toHaveLength(1)
    expect(mail.rows[0]!.body_text).toContain(next)
  })
})

describe('own sessions', () => {
  it("signOut({ scope: 'others' }) keeps this session and ends the others", async () => {
    const editor = await createAccount(t, 'editor')
    const here = await secondSession(editor)
    const there = await secondSession(editor)
    const { error } = await here.client.auth.signOut({ scope: 'others' })
    expect(error).toBeNull()
    expect(await role(here.asUser)).toBe('editor')
    expect(await role(there.asUser)).toBeNull()
    expect(await role(editor.client)).toBeNull()
    await refreshFails(there.session.refresh_token)
    const refreshed = await t
      .anon()
      .auth.refreshSession({ refresh_token: here.session.refresh_token })
    expect(refreshed.error).toBeNull()
  })

  it('lists own sessions with the current one marked, and revokes only own sessions', async () => {
    const viewer = await createAccount(t, 'viewer')
    const stranger = await createAccount(t, 'viewer')
    const other = await secondSession(viewer)
    const listed = await viewer.client.rpc('my_sessions')
    expect(listed.error).toBeNull()
    const data = listed.data as { id: string; is_current: boolean; last_used_at: string }[]
    expect(data).toHaveLength(2)
    const current = data.filter((s) => s.is_current)
    expect(current).toHaveLength(1)
    expect(data.every((s) => typeof s.last_used_at === 'string')).toBe(true)
    const otherId = data.find((s) => !s.is_current)!.id

    // Someone else's session id is not theirs to end.
    const foreign = await stranger.client.rpc('revoke_my_session', { session_id: otherId })
    expect(foreign.data).toBe(false)
    expect(await role(other.asUser)).toBe('viewer')

    const revoked = await viewer.client.rpc('revoke_my_session', { session_id: otherId })
    expect(revoked.data).toBe(true)
    expect(await role(other.asUser)).toBeNull()
    await refreshFails(other.session.refresh_token)
    expect((await viewer.client.rpc('my_sessions')).data).toHaveLength(1)
  })

  it('anon cannot list or revoke sessions, nor call the service-role revoke', async () => {
    const anon = t.anon()
    expect((await anon.rpc('my_sessions')).error).not.toBeNull()
    expect(
      (await anon.rpc('revoke_my_session', { session_id: crypto.randomUUID() })).error,
    ).not.toBeNull()
    const viewer = await createAccount(t, 'viewer')
    const asUser = await viewer.client.rpc('revoke_user_sessions', { user_id: viewer.id })
    expect(asUser.error).not.toBeNull()
    expect(await role(viewer.client)).toBe('viewer')
  })
})

describe('password strength', () => {
  // The last one leans on the site's name (site_settings.site_name of the seed).
  const weak = ['password', '12345678', 'Nusantara2024']

  it('is refused with GoTrue’s weak_password on admin create and admin reset', async () => {
    const admin = t.service().auth.admin
    for (const password of weak) {
      const created = await admin.createUser({
        email: `lemah.${Date.now()}@lsbu.test`,
        password,
        email_confirm: true,
      })
      expect(created.error, password).toMatchObject({ status: 422, code: 'weak_password' })
    }
    const viewer = await createAccount(t, 'viewer')
    const reset = await admin.updateUserById(viewer.id, { password: '12345678' })
    expect(reset.error).toMatchObject({ status: 422, code: 'weak_password' })
    const raw = await fetch(`${t.url}/auth/v1/admin/users/${viewer.id}`, {
      method: 'PUT',
      headers: {
        apikey: t.serviceRoleKey,
        Authorization: `Bearer ${t.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ password: 'password' }),
    })
    expect(raw.status).toBe(422)
    expect(await raw.json()).toMatchObject({
      code: 'weak_password',
      weak_password: { reasons: expect.any(Array) },
    })
  })

  it('is refused on one’s own change, including words from the email', async () => {
    const editor = await createAccount(t, 'editor')
    const { client } = await secondSession(editor)
    const local = editor.email.split('@')[0]!.split('.')[0]!
    for (const password of ['password', `${local}12345`]) {
      const { error } = await client.auth.updateUser({
        password,
        current_password: editor.password,
      })
      expect(error, password).toMatchObject({ status: 422, code: 'weak_password' })
    }
    const ok = await client.auth.updateUser({
      password: 'Gajah-biru-menari-di-pantai-9',
      current_password: editor.password,
    })
    expect(ok.error).toBeNull()
  })
})

describe('temporary passwords', () => {
  it('an admin reset makes the user a viewer until they change it; manage-users refuses them', async () => {
    const admin = await createAccount(t, 'admin')
    const editor = await createAccount(t, 'editor')
    const reset = await admin.client.functions.invoke('manage-users', {
      body: { action: 'reset_password', user_id: editor.id },
    })
    expect(reset.error).toBeNull()
    const temporary = (reset.data as { temporary_password: string }).temporary_password
    expect(await role(editor.client)).toBeNull()

    const token = await signIn(t, editor.email, temporary)
    const asTemp = t.withToken(token)
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      app_metadata: Record<string, unknown>
    }
    expect(claims.app_metadata.must_change_password).toBe(true)
    expect(await role(asTemp)).toBe('viewer')
    const write = await asTemp.from('faqs').insert({ question: tr('Boleh?'), answer: tr('Tidak.') })
    expect(write.error).not.toBeNull()

    // An admin with a temporary password cannot manage anyone either.
    const adminReset = await admin.client.functions.invoke('manage-users', {
      body: { action: 'reset_password', user_id: admin.id },
    })
    const adminTemp = (adminReset.data as { temporary_password: string }).temporary_password
    const adminToken = await signIn(t, admin.email, adminTemp)
    const refused = await t
      .withToken(adminToken)
      .functions.invoke('manage-users', { body: { action: 'list' } })
    expect((refused.error as { context: Response }).context.status).toBe(403)

    // The user's own change clears the flag: the editor's rights are back at once.
    const client = t.anon()
    await client.auth.signInWithPassword({ email: editor.email, password: temporary })
    const changed = await client.auth.updateUser({
      password: 'Rusa-lari-ke-hutan-bambu-3',
      current_password: temporary,
    })
    expect(changed.error).toBeNull()
    expect(changed.data.user?.app_metadata.must_change_password).toBeUndefined()
    const { data: fresh } = await client.auth.getSession()
    expect(await role(t.withToken(fresh.session!.access_token))).toBe('editor')
  })

  it('new staff get a temporary password that must be changed', async () => {
    const admin = await createAccount(t, 'admin')
    const email = `baru.${Date.now()}@lsbu.test`
    const created = await admin.client.functions.invoke('manage-users', {
      body: { action: 'create', email, full_name: 'Staf Baru', role: 'editor' },
    })
    expect(created.error).toBeNull()
    const temporary = (created.data as { temporary_password: string }).temporary_password
    const token = await signIn(t, email, temporary)
    expect(await role(t.withToken(token))).toBe('viewer')
  })
})

describe('npm run auth:reset-admin', () => {
  it('gives a temporary password that must be changed, lifts a ban and ends every session', async () => {
    const admin = await createAccount(t, 'admin')
    const other = await secondSession(admin)
    await t.service().auth.admin.updateUserById(admin.id, { ban_duration: '24h' })
    // The test backend holds the data folder, so the command goes through its API (on
    // PostgreSQL it changes the database directly).
    const { password } = await resetAdminPassword({
      email: admin.email.toUpperCase(),
      dataDir: t.dataDir,
      databaseUrl: t.databaseUrl,
      serverUrl: t.url,
    })
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/)
    await refreshFails(other.session.refresh_token)
    const client = t.anon()
    const signedIn = await client.auth.signInWithPassword({ email: admin.email, password })
    expect(signedIn.error).toBeNull()
    expect(signedIn.data.user?.app_metadata.must_change_password).toBe(true)
    expect(await role(t.withToken(signedIn.data.session!.access_token))).toBe('viewer')
    const changed = await client.auth.updateUser({
      password: 'Elang-jawa-terbang-tinggi-8',
      current_password: password,
    })
    expect(changed.error).toBeNull()
    const { data } = await client.auth.getSession()
    expect(await role(t.withToken(data.session!.access_token))).toBe('admin')
    await expect(
      resetAdminPassword({
        email: 'tidak.ada@lsbu.test',
        dataDir: t.dataDir,
        databaseUrl: t.databaseUrl,
        serverUrl: t.url,
      }),
    ).rejects.toThrow(/No account/)
  })
})
