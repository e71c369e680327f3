/**
 * Staff account management for admins (docs/product.md#no-self-registration). POST with the
 * caller's access token and a JSON body { action, ... }:
 *
 *   list                                  → 200 { users: StaffUser[] }
 *   create  { email, full_name, role }    → 201 { user: StaffUser, temporary_password }
 *                                           (must be changed at first sign-in)
 *   create  { …, invite: true }           → 201 { user: StaffUser, invited: true }: an email
 *                                           with a link to set their own password (Auth's
 *                                           inviteUserByEmail; 400 mail_not_configured
 *                                           when the server sends no mail)
 *   update  { user_id, role?, full_name? }→ 200 { user: StaffUser }
 *   reset_password { user_id }            → 200 { user_id, temporary_password }
 *                                           (ends the user's sessions; must be changed)
 *   delete  { user_id }                   → 200 { deleted: user_id }
 *
 * Refusals are { error, code, field? }: 401 without a valid session, 403 for non-admins and
 * for an aal1 session that two-factor sign-in requires to be aal2 (code aal2_required),
 * 400 invalid input or acting on yourself (delete, demote), 404 unknown user, 409 email in
 * use or last admin. Profile writes go through a client acting as the caller, so RLS
 * applies and the audit log names the admin; the auth admin API needs the service role.
 */
import type { SupabaseClient, User } from '@supabase/supabase-js'

import { bearerToken, fail, json, preflight, readJsonObject } from '../_shared/http.ts'
import { serviceClient, userClient } from '../_shared/supabase.ts'
import { type FunctionEnv, STAFF_ROLES, type StaffRole } from '../_shared/types.ts'
import { isEmail, normaliseEmail, temporaryPassword } from '../_shared/validation.ts'

export interface StaffUser {
  id: string
  email: string | null
  full_name: string
  role: StaffRole
  /**
   * False when the auth user has no app_users row (then a viewer,
   * docs/product.md#profile-fallback).
   */
  has_profile: boolean
  last_sign_in_at: string | null
  created_at: string
}

interface Profile {
  id: string
  full_name: string
  role: StaffRole
}

interface Context {
  env: FunctionEnv
  admin: SupabaseClient
  asCaller: SupabaseClient
  caller: User
  body: Record<string, unknown>
}

export async function handler(req: Request, env: FunctionEnv): Promise<Response> {
  const early = preflight(req)
  if (early) return early
  if (req.method !== 'POST') return fail(405, 'Metode tidak diizinkan.', 'method_not_allowed')

  const token = bearerToken(req)
  if (!token) return fail(401, 'Sesi tidak ditemukan. Silakan login kembali.', 'unauthorized')
  const admin = serviceClient(env)
  const { data: auth, error: authError } = await admin.auth.getUser(token)
  if (authError || !auth.user)
    return fail(401, 'Sesi tidak valid. Silakan login kembali.', 'unauthorized')
  const caller = auth.user
  // A temporary password must be replaced before its holder may act as anyone's admin.
  if (caller.app_metadata?.must_change_password === true) {
    return fail(403, 'Ganti password sementara Anda terlebih dahulu.', 'password_change_required')
  }

  const { data: callerProfile, error: profileError } = await admin
    .from('app_users')
    .select('role')
    .eq('id', caller.id)
    .maybeSingle()
  if (profileError) return fail(500, 'Tidak dapat memeriksa peran pengguna.', 'internal')
  if (callerProfile?.role !== 'admin') {
    return fail(403, 'Akses ditolak: hanya admin yang dapat mengelola pengguna.', 'forbidden')
  }
  // Two-factor sign-in (ADR 025): the database's own check, asked as the caller.
  const asCaller = userClient(env, token)
  const { data: aalOk, error: aalError } = await asCaller.rpc('aal_ok')
  if (aalError || aalOk !== true) {
    return fail(
      403,
      'Verifikasi dua langkah diperlukan. Masukkan kode dari aplikasi autentikator.',
      'aal2_required',
    )
  }

  const body = await readJsonObject(req)
  if (!body) return fail(400, 'Permintaan tidak valid: body JSON diperlukan.', 'invalid_body')
  const ctx: Context = { env, admin, asCaller, caller, body }
  switch (body.action) {
    case 'list':
      return listUsers(ctx)
    case 'create':
      return createUser(ctx)
    case 'update':
      return updateUser(ctx)
    case 'reset_password':
      return resetPassword(ctx)
    case 'delete':
      return deleteUser(ctx)
    default:
      return fail(
        400,
        'Aksi tidak dikenal. Gunakan list, create, update, reset_password atau delete.',
        'validation',
        'action',
      )
  }
}

function toStaffUser(user: User, profile: Profile | undefined): StaffUser {
  return {
    id: user.id,
    email: user.email ?? null,
    full_name: profile?.full_name ?? user.email ?? '',
    role: profile?.role ?? 'viewer',
    has_profile: Boolean(profile),
    last_sign_in_at: user.last_sign_in_at ?? null,
    created_at: user.created_at,
  }
}

async function profiles(admin: SupabaseClient): Promise<Map<string, Profile>> {
  const { data, error } = await admin.from('app_users').select('id, full_name, role')
  if (error) throw error
  return new Map((data as Profile[]).map((p) => [p.id, p]))
}

async function listUsers({ admin }: Context): Promise<Response> {
  const users: User[] = []
  for (let page = 1; page <= 50; page++) {
    const { data, error } = await admin.auth.admin.listUsers({ page, perPage: 200 })
    if (error) return fail(500, 'Tidak dapat memuat daftar pengguna.', 'internal')
    users.push(...data.users)
    if (data.users.length < 200) break
  }
  const byId = await profiles(admin)
  const list = users
    .map((u) => toStaffUser(u, byId.get(u.id)))
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
  return json(200, { users: list })
}

function readRole(value: unknown): StaffRole | null {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value)
    ? (value as StaffRole)
    : null
}

function readName(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const name = value.trim()
  return name.length >= 1 && name.length <= 120 ? name : null
}

function readUserId(value: unknown): string | null {
  return typeof value === 'string' &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
    ? value.toLowerCase()
    : null
}

async function otherAdminsExist(admin: SupabaseClient, userId: string): Promise<boolean> {
  const { count, error } = await admin
    .from('app_users')
    .select('id', { count: 'exact', head: true })
    .eq('role', 'admin')
    .neq('id', userId)
  if (error) throw error
  return (count ?? 0) > 0
}

const LAST_ADMIN =
  'Admin terakhir tidak dapat dihapus atau diturunkan perannya. Tetapkan admin lain terlebih dahulu.'

async function createUser({ admin, asCaller, body }: Context): Promise<Response> {
  const rawEmail = typeof body.email === 'string' ? body.email.trim() : ''
  if (!isEmail(rawEmail)) return fail(400, 'Format email tidak valid.', 'validation', 'email')
  const fullName = readName(body.full_name)
  if (!fullName)
    return fail(400, 'Nama lengkap wajib diisi (maksimal 120 karakter).', 'validation', 'full_name')
  const role = readRole(body.role)
  if (!role) return fail(400, 'Peran harus admin, editor atau viewer.', 'validation', 'role')

  const invite = body.invite === true
  const password = invite ? null : temporaryPassword()
  const { data, error } = password
    ? await admin.auth.admin.createUser({
        email: normaliseEmail(rawEmail),
        password,
        email_confirm: true,
        user_metadata: { full_name: fullName },
        // Handed over by hand: the database treats the account as a viewer until it is changed.
        app_metadata: { must_change_password: true },
      })
    : // The new staff member sets their own password from the emailed link (single-use, expires).
      await admin.auth.admin.inviteUserByEmail(normaliseEmail(rawEmail), {
        data: { full_name: fullName },
      })
  if (error || !data.user) {
    if (error?.code === 'email_provider_disabled') {
      return fail(
        400,
        'Server belum dapat mengirim email: buat pengguna dengan password sementara.',
        'mail_not_configured',
        'invite',
      )
    }
    if (error && (error.status === 422 || error.status === 409 || /already/i.test(error.message))) {
      return fail(409, 'Email sudah terdaftar.', 'email_exists', 'email')
    }
    return fail(500, 'Gagal membuat pengguna.', 'internal')
  }
  const { error: insertError } = await asCaller
    .from('app_users')
    .insert({ id: data.user.id, full_name: fullName, role })
  if (insertError) {
    // Invited again before accepting: Auth sent a fresh link; the account and profile stay.
    const existing = invite ? (await profiles(admin)).get(data.user.id) : undefined
    if (existing) return json(201, { user: toStaffUser(data.user, existing), invited: true })
    await admin.auth.admin.deleteUser(data.user.id)
    return fail(500, 'Gagal menyimpan profil pengguna.', 'internal')
  }
  const user = toStaffUser(data.user, { id: data.user.id, full_name: fullName, role })
  return json(201, password ? { user, temporary_password: password } : { user, invited: true })
}

async function updateUser({ admin, asCaller, caller, body }: Context): Promise<Response> {
  const userId = readUserId(body.user_id)
  if (!userId) return fail(400, 'user_id tidak valid.', 'validation', 'user_id')
  const role = body.role === undefined ? undefined : readRole(body.role)
  if (role === null)
    return fail(400, 'Peran harus admin, editor atau viewer.', 'validation', 'role')
  const fullName = body.full_name === undefined ? undefined : readName(body.full_name)
  if (fullName === null)
    return fail(400, 'Nama lengkap wajib diisi (maksimal 120 karakter).', 'validation', 'full_name')
  if (role === undefined && fullName === undefined) {
    return fail(400, 'Tidak ada perubahan: kirim role dan/atau full_name.', 'validation', 'role')
  }

  const { data: target, error: targetError } = await admin.auth.admin.getUserById(userId)
  if (targetError || !target.user)
    return fail(404, 'Pengguna tidak ditemukan.', 'not_found', 'user_id')
  const current = (await profiles(admin)).get(userId)

  if (role && role !== 'admin' && userId === caller.id) {
    return fail(400, 'Anda tidak dapat menurunkan peran Anda sendiri.', 'self_demotion', 'role')
  }
  if (
    role &&
    role !== 'admin' &&
    current?.role === 'admin' &&
    !(await otherAdminsExist(admin, userId))
  ) {
    return fail(409, LAST_ADMIN, 'last_admin', 'role')
  }

  const next: Profile = {
    id: userId,
    full_name: fullName ?? current?.full_name ?? target.user.email ?? 'Pengguna',
    role: role ?? current?.role ?? 'viewer',
  }
  const { error } = current
    ? await asCaller
        .from('app_users')
        .update({ full_name: next.full_name, role: next.role })
        .eq('id', userId)
    : await asCaller.from('app_users').insert(next)
  if (error) {
    if (error.hint === 'last_admin') return fail(409, LAST_ADMIN, 'last_admin', 'role')
    return fail(500, 'Gagal memperbarui pengguna.', 'internal')
  }
  return json(200, { user: toStaffUser(target.user, next) })
}

async function resetPassword({ admin, body }: Context): Promise<Response> {
  const userId = readUserId(body.user_id)
  if (!userId) return fail(400, 'user_id tidak valid.', 'validation', 'user_id')
  const password = temporaryPassword()
  const { data, error } = await admin.auth.admin.updateUserById(userId, {
    password,
    app_metadata: { must_change_password: true },
  })
  if (error || !data.user) {
    return error?.status === 404 || !data?.user
      ? fail(404, 'Pengguna tidak ditemukan.', 'not_found', 'user_id')
      : fail(500, 'Gagal mengatur ulang password.', 'internal')
  }
  // Whoever held the old password is signed out everywhere (hosted GoTrue's admin API keeps
  // the sessions; the embedded one already ended them).
  const { error: revokeError } = await admin.rpc('revoke_user_sessions', { user_id: userId })
  if (revokeError) return fail(500, 'Gagal mengakhiri sesi pengguna.', 'internal')
  return json(200, { user_id: userId, temporary_password: password })
}

async function deleteUser({ admin, asCaller, caller, body }: Context): Promise<Response> {
  const userId = readUserId(body.user_id)
  if (!userId) return fail(400, 'user_id tidak valid.', 'validation', 'user_id')
  if (userId === caller.id)
    return fail(400, 'Anda tidak dapat menghapus akun Anda sendiri.', 'self_delete', 'user_id')
  const { data: target, error: targetError } = await admin.auth.admin.getUserById(userId)
  if (targetError || !target.user)
    return fail(404, 'Pengguna tidak ditemukan.', 'not_found', 'user_id')
  const current = (await profiles(admin)).get(userId)
  if (current?.role === 'admin' && !(await otherAdminsExist(admin, userId))) {
    return fail(409, LAST_ADMIN, 'last_admin', 'user_id')
  }
  if (current) {
    // Through the caller so the audit log records who removed the profile.
    const { error } = await asCaller.from('app_users').delete().eq('id', userId)
    if (error) {
      if (error.hint === 'last_admin') return fail(409, LAST_ADMIN, 'last_admin', 'user_id')
      return fail(500, 'Gagal menghapus pengguna.', 'internal')
    }
  }
  const { error } = await admin.auth.admin.deleteUser(userId)
  if (error) return fail(500, 'Gagal menghapus pengguna.', 'internal')
  return json(200, { deleted: userId })
}
