/**
 * Forgot password and invitations through supabase-js against the embedded backend with the
 * site's schema and mail configured (the outbox is read, nothing is sent: the worker polls
 * once an hour here):
 * - `resetPasswordForEmail` answers the same for unknown emails, is throttled per email and per
 *   client address (GoTrue's 429 `over_email_send_rate_limit`), and queues one email whose link
 *   works once and expires;
 * - the link's session sets a new password without the current one, strength checked, and
 *   every other session of the user ends; the events are audited;
 * - `inviteUserByEmail` (service role) and the manage-users function's invite: the new user
 *   sets a password once from the link; anon and editors cannot invite;
 * - without mail both are refused.
 */
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Account, createAccount, signIn } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let admin: Account

beforeAll(async () => {
  t = await startBackend({
    trustProxy: 1,
    config: {
      mail: {
        smtpUrl: 'smtp://127.0.0.1:9',
        from: 'noreply@lsbu.test',
        pollMs: 3_600_000,
        leaseSeconds: 120,
      },
      emailLinkRateLimit: { emailIntervalSeconds: 60, perAddressPerHour: 12 },
    },
  })
  admin = await createAccount(t, 'admin')
}, 180_000)
afterAll(async () => t?.stop())

/** The token_hash of the newest account email to `to`, and the email itself. */
async function linkFor(to: string, type: 'recovery' | 'invite') {
  const { rows } = await t.backend.db.pg.query<{ body_text: string; subject: string }>(
    `select body_text, subject from public.outbox where to_address = $1 and kind = 'account'
      order by created_at desc limit 1`,
    [to],
  )
  const mail = rows[0]
  if (!mail) throw new Error(`no mail to ${to}`)
  const link = /https?:\/\/\S+\/auth\/set-password\?\S+/.exec(mail.body_text)?.[0]
  if (!link) throw new Error(`no link in ${mail.body_text}`)
  const url = new URL(link)
  expect(url.searchParams.get('type')).toBe(type)
  return { tokenHash: url.searchParams.get('token_hash')!, mail }
}

async function mailCount(to: string): Promise<number> {
  const { rows } = await t.backend.db.pg.query<{ n: number }>(
    `select count(*)::int as n from public.outbox where to_address = $1`,
    [to],
  )
  return rows[0]!.n
}

/**
 * An anon client whose requests come from `address` (the backend trusts one proxy here): each
 * test asks from its own address, so the per-address cap stays out of the way.
 */
let addressSeq = 0
const fromAddress = (address = `203.0.113.${++addressSeq}`) =>
  createClient(t.url, t.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'X-Forwarded-For': address } },
  })

describe('forgot password', () => {
  it('answers the same whether or not the account exists, and mails only a real account', async () => {
    const user = await createAccount(t, 'editor')
    const known = await fromAddress().auth.resetPasswordForEmail(user.email, {
      redirectTo: `${t.url}/auth/set-password`,
    })
    const unknown = await fromAddress().auth.resetPasswordForEmail('nobody@lsbu.test', {
      redirectTo: `${t.url}/auth/set-password`,
    })
    expect(known).toEqual({ data: {}, error: null })
    expect(unknown).toEqual(known)
    expect(await mailCount('nobody@lsbu.test')).toBe(0)
    const { mail } = await linkFor(user.email, 'recovery')
    expect(mail.subject).toBe('Atur ulang kata sandi / Reset your password')
    expect(mail.body_text).toContain('Buat kata sandi baru / Choose a new password')
    // Stored hashed: the token in the mail is not what the database keeps.
    const { tokenHash } = await linkFor(user.email, 'recovery')
    const { rows } = await t.backend.db.pg.query<{ recovery_token: string }>(
      'select recovery_token from auth.users where id = $1',
      [user.id],
    )
    expect(rows[0]!.recovery_token).toMatch(/^[0-9a-f]{64}$/)
    expect(rows[0]!.recovery_token).not.toBe(tokenHash)
  })

  it('is throttled per email (known or not) and per client address', async () => {
    for (const email of ['nobody2@lsbu.test', (await createAccount(t, 'viewer')).email]) {
      const first = await fromAddress().auth.resetPasswordForEmail(email)
      expect(first.error).toBeNull()
      const again = await fromAddress().auth.resetPasswordForEmail(email)
      expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    }
    const codes: (string | undefined)[] = []
    for (let i = 0; i < 13; i++) {
      const { error } = await fromAddress('198.51.100.7').auth.resetPasswordForEmail(
        `many${i}@lsbu.test`,
      )
      codes.push(error?.code)
    }
    expect(codes).toEqual([...Array(12).fill(undefined), 'over_email_send_rate_limit'])
  })

  it('the link signs in once, sets a strong password without the current one and ends every other session', async () => {
    const user = await createAccount(t, 'editor')
    const other = t.anon()
    await other.auth.signInWithPassword({ email: user.email, password: user.password })
    const otherRefresh = (await other.auth.getSession()).data.session!.refresh_token

    await fromAddress().auth.resetPasswordForEmail(user.email)
    const { tokenHash } = await linkFor(user.email, 'recovery')
    const client = t.anon()
    const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })
    expect(verified.error).toBeNull()
    expect(verified.data.user?.email).toBe(user.email)

    // The link works once.
    const reused = await t.anon().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })
    expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired' })

    const weak = await client.auth.updateUser({ password: 'password123' })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
    const changed = await client.auth.updateUser({ password: 'Lampu-hijau-baru-91' })
    expect(changed.error).toBeNull()
    // A second change from the same session asks for the current password again.
    const second = await client.auth.updateUser({ password: 'Lampu-merah-lain-37' })
    expect(second.error).toMatchObject({ code: 'current_password_required' })

    const refreshed = await t.anon().auth.refreshSession({ refresh_token: otherRefresh })
    expect(refreshed.error).not.toBeNull()
    expect(await signIn(t, user.email, 'Lampu-hijau-baru-91')).toBeTruthy()
    const old = await t
      .anon()
      .auth.signInWithPassword({ email: user.email, password: user.password })
    expect(old.error).toMatchObject({ code: 'invalid_credentials' })

    const { rows } = await t.backend.db.pg.query<{ event: string; actor_id: string | null }>(
      `select changes ->> 'event' as event, actor_id from public.audit_log
        where table_name = 'users' and record_id = $1 and changes ? 'event' order by id`,
      [user.id],
    )
    expect(rows.map((r) => r.event)).toEqual([
      'password_recovery_requested',
      'password_recovery_link_used',
      'password_set_from_recovery',
    ])
    expect(rows[0]!.actor_id).toBeNull()
    expect(rows[1]!.actor_id).toBe(user.id)
    expect(rows[2]!.actor_id).toBe(user.id)
  })

  it('a link past its hour is refused like an unknown one', async () => {
    const user = await createAccount(t, 'viewer')
    await fromAddress().auth.resetPasswordForEmail(user.email)
    const { tokenHash } = await linkFor(user.email, 'recovery')
    await t.backend.db.pg.query(
      `update auth.users set recovery_sent_at = now() - interval '61 minutes' where id = $1`,
      [user.id],
    )
    const expired = await t.anon().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })
    expect(expired.error).toMatchObject({ status: 403, code: 'otp_expired' })
    const unknown = await t.anon().auth.verifyOtp({ token_hash: 'x'.repeat(43), type: 'recovery' })
    expect(unknown.error).toMatchObject({ status: 403, code: 'otp_expired' })
    // A recovery token is no invitation.
    await t.backend.db.pg.query(`update auth.users set recovery_sent_at = now() where id = $1`, [
      user.id,
    ])
    const wrongType = await t.anon().auth.verifyOtp({ token_hash: tokenHash, type: 'invite' })
    expect(wrongType.error).toMatchObject({ status: 403, code: 'otp_expired' })
  })
})

describe("GoTrue's GET /verify link", () => {
  it('redirects to the site with the session in the fragment, then with otp_expired', async () => {
    const user = await createAccount(t, 'viewer')
    await fromAddress().auth.resetPasswordForEmail(user.email)
    const { tokenHash } = await linkFor(user.email, 'recovery')
    const open = (redirect: string) =>
      fetch(
        `${t.url}/auth/v1/verify?${new URLSearchParams({ token: tokenHash, type: 'recovery', redirect_to: redirect })}`,
        { headers: { apikey: t.anonKey }, redirect: 'manual' },
      )
    const first = await open('https://evil.example/steal')
    expect(first.status).toBe(303)
    const location = new URL(first.headers.get('location')!)
    // A redirect off the site falls back to the set-password screen.
    expect(location.origin + location.pathname).toBe(`${t.url}/auth/set-password`)
    const fragment = new URLSearchParams(location.hash.slice(1))
    expect(fragment.get('type')).toBe('recovery')
    const { data } = await t.withToken(fragment.get('access_token')!).auth.getUser()
    expect(data.user?.id).toBe(user.id)
    const second = new URL((await open(`${t.url}/auth/set-password`)).headers.get('location')!)
    expect(Object.fromEntries(new URLSearchParams(second.hash.slice(1)))).toMatchObject({
      error: 'access_denied',
      error_code: 'otp_expired',
    })
  })
})

describe('invitations', () => {
  const invoke = async (client = admin.client, body: Record<string, unknown>) => {
    const { data, error } = await client.functions.invoke('manage-users', { body })
    if (!error) return { status: 201, body: data as Record<string, unknown> }
    const response = (error as { context: Response }).context
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('an admin invites: the new user has no password until they set one from the link, once', async () => {
    const email = `undangan.${Date.now()}@lsbu.test`
    const created = await invoke(admin.client, {
      action: 'create',
      email,
      full_name: 'Staf Undangan',
      role: 'editor',
      invite: true,
    })
    expect(created).toMatchObject({
      status: 201,
      body: { invited: true, user: { email, role: 'editor' } },
    })
    expect(created.body.temporary_password).toBeUndefined()
    const { tokenHash, mail } = await linkFor(email, 'invite')
    expect(mail.subject).toBe('Undangan akun staf / Staff account invitation')

    const client = t.anon()
    const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'invite' })
    expect(verified.error).toBeNull()
    expect(verified.data.user?.email_confirmed_at).toBeTruthy()
    const set = await client.auth.updateUser({ password: 'Kopi-pagi-di-kantor-5' })
    expect(set.error).toBeNull()
    const again = await t.anon().auth.verifyOtp({ token_hash: tokenHash, type: 'invite' })
    expect(again.error).toMatchObject({ code: 'otp_expired' })
    const token = await signIn(t, email, 'Kopi-pagi-di-kantor-5')
    const { data: role } = await t.withToken(token).rpc('current_app_role')
    expect(role).toBe('editor')
    // Inviting an existing account is refused.
    const dup = await t.service().auth.admin.inviteUserByEmail(email)
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' })
  })

  it('inviting again before the first is accepted sends a fresh link and keeps the account', async () => {
    const email = `lagi.${Date.now()}@lsbu.test`
    const body = { action: 'create', email, full_name: 'Staf Lagi', role: 'viewer', invite: true }
    const first = await invoke(admin.client, body)
    expect(first.status).toBe(201)
    const { tokenHash: oldLink } = await linkFor(email, 'invite')
    const again = await invoke(admin.client, body)
    expect(again).toMatchObject({ status: 201, body: { invited: true, user: { email } } })
    const { tokenHash: newLink } = await linkFor(email, 'invite')
    expect(newLink).not.toBe(oldLink)
    expect(
      (await t.anon().auth.verifyOtp({ token_hash: oldLink, type: 'invite' })).error,
    ).toMatchObject({ code: 'otp_expired' })
    const accepted = await t.anon().auth.verifyOtp({ token_hash: newLink, type: 'invite' })
    expect(accepted.error).toBeNull()
    expect(accepted.data.user?.id).toBe((first.body.user as { id: string }).id)
  })

  it('an invitation expires after seven days', async () => {
    const email = `lama.${Date.now()}@lsbu.test`
    const { data, error } = await t.service().auth.admin.inviteUserByEmail(email)
    expect(error).toBeNull()
    expect(data.user?.invited_at).toBeTruthy()
    const { tokenHash } = await linkFor(email, 'invite')
    await t.backend.db.pg.query(
      `update auth.users set confirmation_sent_at = now() - interval '7 days 1 minute' where id = $1`,
      [data.user!.id],
    )
    const expired = await t.anon().auth.verifyOtp({ token_hash: tokenHash, type: 'invite' })
    expect(expired.error).toMatchObject({ status: 403, code: 'otp_expired' })
    // Not yet accepted: the user cannot sign in (there is no password).
    const signedIn = await t.anon().auth.signInWithPassword({ email, password: '' })
    expect(signedIn.error).not.toBeNull()
  })

  it('anon and editors cannot invite', async () => {
    const editor = await createAccount(t, 'editor')
    const anonInvite = await t.anon().auth.admin.inviteUserByEmail('anon-invite@lsbu.test')
    expect(anonInvite.error).toMatchObject({ status: 403, code: 'not_admin' })
    const editorInvite = await editor.client.auth.admin.inviteUserByEmail('ed-invite@lsbu.test')
    expect(editorInvite.error).toMatchObject({ status: 403, code: 'not_admin' })
    expect(
      await invoke(editor.client, {
        action: 'create',
        email: 'ed-invite@lsbu.test',
        full_name: 'X',
        role: 'viewer',
        invite: true,
      }),
    ).toMatchObject({ status: 403, body: { code: 'forbidden' } })
    expect(await mailCount('anon-invite@lsbu.test')).toBe(0)
    expect(await mailCount('ed-invite@lsbu.test')).toBe(0)
  })
})

describe('without mail', () => {
  it('refuses recovery and invitations; manage-users says to use a temporary password', async () => {
    const plain = await startBackend()
    try {
      const recover = await plain.anon().auth.resetPasswordForEmail('x@lsbu.test')
      expect(recover.error).toMatchObject({ status: 422, code: 'email_provider_disabled' })
      const invite = await plain.service().auth.admin.inviteUserByEmail('x@lsbu.test')
      expect(invite.error).toMatchObject({ status: 422, code: 'email_provider_disabled' })
      const boss = await createAccount(plain, 'admin')
      const { error } = await boss.client.functions.invoke('manage-users', {
        body: {
          action: 'create',
          email: 'y@lsbu.test',
          full_name: 'Y',
          role: 'viewer',
          invite: true,
        },
      })
      const response = (error as { context: Response }).context
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ code: 'mail_not_configured' })
    } finally {
      await plain.stop()
    }
  })
})
