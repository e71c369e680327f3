/**
 * First-time setup (docs/product.md#first-time-setup): creates the main admin while the system has
 * zero users. POST { email, password, full_name?, setup_token? } → 200 { user: { id, email } } or
 * 4xx { error }. POST { probe: true } → 200 { setup_token_required }: the form shows its token
 * field then.
 *
 * SETUP_TOKEN (env): on a fresh public server the first visitor of /auth/login would become
 * the main admin; with the variable set, setup needs the same token (compared in constant
 * time), so only whoever can read the server's environment can claim it.
 *
 * Race-safe: after creating the confirmed auth user it calls claim_first_admin(), which
 * under a table lock grants admin only if no staff profile exists yet. A setup that loses
 * the race deletes the user it created and answers 409, so concurrent calls end with
 * exactly one user and one admin.
 */
import { fail, json, preflight, readJsonObject } from '../_shared/http.ts'
import { serviceClient } from '../_shared/supabase.ts'
import type { FunctionEnv } from '../_shared/types.ts'
import { isEmail, normaliseEmail, PASSWORD_MAX, PASSWORD_MIN } from '../_shared/validation.ts'

const ALREADY_SET_UP = 'Sistem sudah memiliki pengguna. Akun admin utama hanya dapat dibuat sekali.'

export async function handler(req: Request, env: FunctionEnv): Promise<Response> {
  const early = preflight(req)
  if (early) return early
  if (req.method !== 'POST') return fail(405, 'Metode tidak diizinkan.', 'method_not_allowed')

  const body = await readJsonObject(req)
  if (!body) return fail(400, 'Permintaan tidak valid: body JSON diperlukan.', 'invalid_body')
  const expected = env.SETUP_TOKEN?.trim() || ''
  if (body.probe === true) return json(200, { setup_token_required: expected !== '' })
  if (
    expected &&
    !sameText(typeof body.setup_token === 'string' ? body.setup_token.trim() : '', expected)
  ) {
    return fail(
      403,
      'Token penyiapan salah atau belum diisi. Lihat variabel SETUP_TOKEN di server.',
      'setup_token_invalid',
      'setup_token',
    )
  }
  const { email, password, full_name: fullName } = body
  if (!isEmail(typeof email === 'string' ? email.trim() : email)) {
    return fail(400, 'Format email tidak valid.', 'validation', 'email')
  }
  if (typeof password !== 'string' || password.length < PASSWORD_MIN) {
    return fail(400, `Password minimal ${PASSWORD_MIN} karakter.`, 'validation', 'password')
  }
  if (password.length > PASSWORD_MAX) {
    return fail(400, `Password maksimal ${PASSWORD_MAX} karakter.`, 'validation', 'password')
  }
  if (
    fullName !== undefined &&
    fullName !== null &&
    (typeof fullName !== 'string' || fullName.trim().length > 120)
  ) {
    return fail(400, 'Nama lengkap maksimal 120 karakter.', 'validation', 'full_name')
  }
  const cleanEmail = normaliseEmail(email as string)
  const name = typeof fullName === 'string' && fullName.trim() ? fullName.trim() : 'Admin Utama'

  const admin = serviceClient(env)
  const { data: count, error: countError } = await admin.rpc('count_users')
  if (countError) return fail(500, 'Tidak dapat memeriksa status sistem.', 'status_unavailable')
  if (typeof count === 'number' && count > 0) return fail(409, ALREADY_SET_UP, 'already_set_up')

  const { data: created, error: createError } = await admin.auth.admin.createUser({
    email: cleanEmail,
    password,
    email_confirm: true,
    user_metadata: { full_name: name },
  })
  if (createError || !created.user) {
    // Another setup created the same email a moment ago, or the auth service refused.
    const status = createError?.status ?? 500
    if (createError?.code === 'weak_password') {
      return fail(
        400,
        'Password terlalu mudah ditebak. Gunakan frasa yang lebih panjang dan tidak umum.',
        'weak_password',
        'password',
      )
    }
    if (status === 422 || status === 409 || status === 400)
      return fail(409, ALREADY_SET_UP, 'already_set_up')
    return fail(500, 'Gagal membuat admin.', 'create_failed')
  }

  const userId = created.user.id
  const { data: claimed, error: claimError } = await admin.rpc('claim_first_admin', {
    user_id: userId,
    full_name: name,
  })
  if (claimError || claimed !== true) {
    await admin.auth.admin.deleteUser(userId)
    return fail(409, ALREADY_SET_UP, 'already_set_up')
  }
  return json(200, { user: { id: userId, email: created.user.email ?? cleanEmail } })
}

/** Compares without leaking, through timing, how much of the token was right. */
function sameText(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given)
  const b = new TextEncoder().encode(expected)
  let diff = a.length ^ b.length
  for (let i = 0; i < b.length; i++) diff |= (a[i] ?? 0) ^ b[i]
  return diff === 0
}
