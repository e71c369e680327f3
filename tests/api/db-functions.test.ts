/**
 * The edge functions through /functions/v1 with supabase-js `functions.invoke`, against the
 * seeded database (zero users at first): create-admin-user (first-time setup once, race-safe,
 * validated) and manage-users (admins only; list, create, update, reset_password, delete;
 * never yourself, never the last admin).
 */
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { handler as createAdminHandler } from '../../supabase/functions/create-admin-user/handler'
import { handler as manageUsersHandler } from '../../supabase/functions/manage-users/handler'
import { createAccount, signIn } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let service: SupabaseClient

interface Answer {
  status: number
  body: Record<string, unknown>
}

async function invoke(client: SupabaseClient, name: string, body: unknown): Promise<Answer> {
  const { data, error, response } = await client.functions.invoke(name, {
    body: body as Record<string, unknown>,
  })
  if (error instanceof FunctionsHttpError) {
    const res = error.context as Response
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }
  if (error) throw error
  return { status: response?.status ?? 200, body: data as Record<string, unknown> }
}

async function countUsers(): Promise<number> {
  const { data, error } = await t.anon().rpc('count_users')
  if (error) throw error
  return data as number
}

beforeAll(async () => {
  t = await startBackend()
  service = t.service()
})
afterAll(async () => t?.stop())

const ADMIN = { email: 'direktur@lsbu.test', password: 'Rahasia-Utama-1' }
let admin: SupabaseClient
let adminId = ''

describe('create-admin-user', () => {
  it('starts with zero users', async () => {
    expect(await countUsers()).toBe(0)
  })

  it.each([
    [{ email: 'bukan-email', password: 'cukup panjang' }, 'email', /email tidak valid/i],
    [{ email: 'a@lsbu.test', password: 'pendek' }, 'password', /minimal 8/],
    [{ email: 'a@lsbu.test' }, 'password', /minimal 8/],
  ])('refuses %j with 400 and creates nobody', async (body, field, message) => {
    const { status, body: answer } = await invoke(t.anon(), 'create-admin-user', body)
    expect(status).toBe(400)
    expect(answer).toMatchObject({ field, error: expect.stringMatching(message) })
    expect(await countUsers()).toBe(0)
  })

  it('creates exactly one admin when several setups run at the same moment', async () => {
    const attempts = [
      ADMIN,
      ...[1, 2, 3, 4].map((i) => ({
        email: `pesaing${i}@lsbu.test`,
        password: `Rahasia-${i}-pesaing`,
      })),
    ]
    const answers = await Promise.all(
      attempts.map((body) => invoke(t.anon(), 'create-admin-user', body)),
    )
    const winners = answers.filter((a) => a.status === 200)
    expect(winners).toHaveLength(1)
    for (const loser of answers.filter((a) => a.status !== 200)) {
      expect(loser.status).toBe(409)
      expect(loser.body.error).toMatch(/hanya dapat dibuat sekali/)
    }
    expect(await countUsers()).toBe(1)
    const { data: profiles } = await service.from('app_users').select('id, role')
    expect(profiles).toEqual([{ id: (winners[0].body.user as { id: string }).id, role: 'admin' }])
    const winner = attempts[answers.indexOf(winners[0])]
    expect(winners[0].body).toEqual({ user: { id: expect.any(String), email: winner.email } })

    // Continue the suite with the winner as "the" admin.
    ADMIN.email = winner.email
    ADMIN.password = winner.password
    adminId = (winners[0].body.user as { id: string }).id
    admin = t.withToken(await signIn(t, ADMIN.email, ADMIN.password))
  })

  it('refuses once a user exists, with 409 and an error message', async () => {
    const { status, body } = await invoke(t.anon(), 'create-admin-user', {
      email: 'lagi@lsbu.test',
      password: 'Rahasia-lagi-1',
    })
    expect(status).toBe(409)
    expect(body.error).toEqual(expect.any(String))
    expect(await countUsers()).toBe(1)
  })

  it('answers the CORS preflight', async () => {
    const env = {
      SUPABASE_URL: t.url,
      SUPABASE_ANON_KEY: t.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: t.serviceRoleKey,
    }
    for (const handler of [createAdminHandler, manageUsersHandler]) {
      const res = await handler(new Request('http://fn.local/', { method: 'OPTIONS' }), env)
      expect(res.status).toBe(200)
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
      expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization/)
    }
  })
})

describe('manage-users', () => {
  let editorId = ''
  let editorPassword = ''
  const editorEmail = 'editor.baru@lsbu.test'

  it('refuses callers who are not signed in (401) and staff who are not admins (403)', async () => {
    expect((await invoke(t.anon(), 'manage-users', { action: 'list' })).status).toBe(401)
    const editor = await createAccount(t, 'editor')
    const viewer = await createAccount(t, 'viewer')
    const noprofile = await createAccount(t, null)
    for (const account of [editor, viewer, noprofile]) {
      const { status, body } = await invoke(account.client, 'manage-users', { action: 'list' })
      expect(status).toBe(403)
      expect(body).toMatchObject({ code: 'forbidden', error: expect.stringMatching(/hanya admin/) })
    }
    const del = await invoke(editor.client, 'manage-users', { action: 'delete', user_id: adminId })
    expect(del.status).toBe(403)
    expect((await service.auth.admin.getUserById(adminId)).data.user).not.toBeNull()
  })

  it('lists staff with email, name, role, last sign-in and creation time', async () => {
    const { status, body } = await invoke(admin, 'manage-users', { action: 'list' })
    expect(status).toBe(200)
    const users = body.users as Record<string, unknown>[]
    expect(users.find((u) => u.id === adminId)).toMatchObject({
      email: ADMIN.email,
      role: 'admin',
      has_profile: true,
      last_sign_in_at: expect.any(String),
      created_at: expect.any(String),
    })
    expect(users.find((u) => u.has_profile === false)).toMatchObject({ role: 'viewer' })
  })

  it('creates a staff account with a temporary password that works once handed over', async () => {
    const { status, body } = await invoke(admin, 'manage-users', {
      action: 'create',
      email: editorEmail,
      full_name: 'Editor Baru',
      role: 'editor',
    })
    expect(status).toBe(201)
    expect(body.user).toMatchObject({
      email: editorEmail,
      full_name: 'Editor Baru',
      role: 'editor',
    })
    editorId = (body.user as { id: string }).id
    editorPassword = body.temporary_password as string
    expect(editorPassword).toMatch(/^[A-Za-z0-9]{16}$/)
    await expect(signIn(t, editorEmail, editorPassword)).resolves.toEqual(expect.any(String))

    const { data: audit } = await admin
      .from('audit_log')
      .select('*')
      .eq('table_name', 'app_users')
      .eq('record_id', editorId)
    expect(audit).toEqual([
      expect.objectContaining({ action: 'insert', actor_id: adminId, actor_email: ADMIN.email }),
    ])
  })

  it.each([
    [{ action: 'create', email: 'x', full_name: 'X', role: 'editor' }, 400, 'email'],
    [{ action: 'create', email: 'y@lsbu.test', full_name: '', role: 'editor' }, 400, 'full_name'],
    [{ action: 'create', email: 'y@lsbu.test', full_name: 'Y', role: 'superadmin' }, 400, 'role'],
    [{ action: 'create', email: editorEmail, full_name: 'Lagi', role: 'viewer' }, 409, 'email'],
    [{ action: 'update', user_id: 'bukan-uuid', role: 'viewer' }, 400, 'user_id'],
    [
      { action: 'update', user_id: '00000000-0000-4000-8000-000000000000', role: 'viewer' },
      404,
      'user_id',
    ],
    [{ action: 'terbang' }, 400, 'action'],
  ])('validates %j', async (body, status, field) => {
    const answer = await invoke(admin, 'manage-users', body)
    expect(answer.status).toBe(status)
    expect(answer.body).toMatchObject({ field, error: expect.any(String) })
  })

  it('changes a role and a name', async () => {
    const { status, body } = await invoke(admin, 'manage-users', {
      action: 'update',
      user_id: editorId,
      role: 'viewer',
      full_name: 'Penelaah Baru',
    })
    expect(status).toBe(200)
    expect(body.user).toMatchObject({ role: 'viewer', full_name: 'Penelaah Baru' })
    const { data } = await service
      .from('app_users')
      .select('role, full_name')
      .eq('id', editorId)
      .single()
    expect(data).toEqual({ role: 'viewer', full_name: 'Penelaah Baru' })
  })

  it('refuses to demote or delete yourself', async () => {
    const demote = await invoke(admin, 'manage-users', {
      action: 'update',
      user_id: adminId,
      role: 'editor',
    })
    expect(demote).toMatchObject({
      status: 400,
      body: { code: 'self_demotion', error: expect.stringMatching(/sendiri/) },
    })
    const del = await invoke(admin, 'manage-users', { action: 'delete', user_id: adminId })
    expect(del).toMatchObject({
      status: 400,
      body: { code: 'self_delete', error: expect.stringMatching(/sendiri/) },
    })
    const { data } = await service.from('app_users').select('role').eq('id', adminId).single()
    expect(data).toEqual({ role: 'admin' })
  })

  it('never leaves the system without an admin, even through the REST API', async () => {
    const demote = await admin.from('app_users').update({ role: 'editor' }).eq('id', adminId)
    expect(demote.error).toMatchObject({
      hint: 'last_admin',
      message: expect.stringMatching(/Admin terakhir/),
    })
    const remove = await admin.from('app_users').delete().eq('id', adminId)
    expect(remove.error).toMatchObject({ hint: 'last_admin' })
    const { data } = await service.from('app_users').select('role').eq('id', adminId).single()
    expect(data).toEqual({ role: 'admin' })
  })

  it('lets one admin re-role and remove another admin, down to the last one', async () => {
    const second = await createAccount(t, 'admin', 'admin-kedua')
    const res = await invoke(second.client, 'manage-users', {
      action: 'update',
      user_id: second.id,
      role: 'editor',
    })
    expect(res.body.code).toBe('self_demotion')
    const ok = await invoke(admin, 'manage-users', {
      action: 'update',
      user_id: second.id,
      role: 'editor',
    })
    expect(ok.status).toBe(200)
    const back = await invoke(admin, 'manage-users', {
      action: 'update',
      user_id: second.id,
      role: 'admin',
    })
    expect(back.status).toBe(200)
    // Each role change ended the second admin's sessions: the old token has no rights left.
    const stale = await invoke(second.client, 'manage-users', {
      action: 'delete',
      user_id: adminId,
    })
    expect(stale.status).toBe(401)
    second.client = t.withToken(await signIn(t, second.email, second.password))
    const removed = await invoke(second.client, 'manage-users', {
      action: 'delete',
      user_id: adminId,
    })
    expect(removed.status).toBe(200)
    const last = await service.from('app_users').select('id').eq('role', 'admin')
    expect(last.data).toEqual([{ id: second.id }])
    admin = second.client
    adminId = second.id
  })

  it('resets a password to a new temporary one', async () => {
    const { status, body } = await invoke(admin, 'manage-users', {
      action: 'reset_password',
      user_id: editorId,
    })
    expect(status).toBe(200)
    expect(body).toEqual({
      user_id: editorId,
      temporary_password: expect.stringMatching(/^[A-Za-z0-9]{16}$/),
    })
    await expect(signIn(t, editorEmail, editorPassword)).rejects.toMatchObject({
      status: 400,
      code: 'invalid_credentials',
    })
    await expect(signIn(t, editorEmail, body.temporary_password as string)).resolves.toEqual(
      expect.any(String),
    )
  })

  it('deletes a staff account with its profile', async () => {
    const before = await countUsers()
    const { status, body } = await invoke(admin, 'manage-users', {
      action: 'delete',
      user_id: editorId,
    })
    expect(status).toBe(200)
    expect(body).toEqual({ deleted: editorId })
    expect(await countUsers()).toBe(before - 1)
    expect((await service.from('app_users').select('id').eq('id', editorId)).data).toEqual([])
    await expect(signIn(t, editorEmail, 'apa saja')).rejects.toMatchObject({
      status: 400,
      code: 'invalid_credentials',
    })
  })
})
