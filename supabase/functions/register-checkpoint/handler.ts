/**
 * "Buat checkpoint sekarang / Sign checkpoint now" (checkpoints are signed once a
 * day and on demand). POST with an admin's access token, no body needed:
 *
 *   → 200 { checkpoint: { id, event_count, head_hash, signed_at, key_id } }
 *
 * The site's signing key (REGISTER_SIGNING_KEY) stays on the server: the function signs the
 * chain's head and stores the checkpoint with the service role, and writes an audit entry
 * naming the admin. Refusals are { error, code }: 401 without a valid session, 403 for
 * non-admins and for a session two-factor sign-in requires to be aal2, 503 without a key.
 */
import { checkpointSigner, checkpointText } from '../_shared/checkpoint.ts'
import { bearerToken, fail, json, preflight } from '../_shared/http.ts'
import { serviceClient, userClient } from '../_shared/supabase.ts'
import type { FunctionEnv } from '../_shared/types.ts'

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
  const { data: profile, error: profileError } = await admin
    .from('app_users')
    .select('role')
    .eq('id', caller.id)
    .maybeSingle()
  if (profileError) return fail(500, 'Tidak dapat memeriksa peran pengguna.', 'internal')
  if (profile?.role !== 'admin')
    return fail(403, 'Akses ditolak: hanya admin yang dapat membuat checkpoint.', 'forbidden')
  const asCaller = userClient(env, token)
  const { data: aalOk, error: aalError } = await asCaller.rpc('aal_ok')
  if (aalError || aalOk !== true) {
    return fail(
      403,
      'Verifikasi dua langkah diperlukan. Masukkan kode dari aplikasi autentikator.',
      'aal2_required',
    )
  }
  if (!env.REGISTER_SIGNING_KEY)
    return fail(503, 'Kunci penandatangan register belum diatur di server.', 'not_configured')

  const signer = checkpointSigner(env.REGISTER_SIGNING_KEY)
  const { data: head, error: headError } = await admin.rpc('register_chain_head')
  if (headError || !head) return fail(500, 'Tidak dapat membaca rantai register.', 'internal')
  const { event_count, head_hash } = head as { event_count: number; head_hash: string }
  const unsigned = {
    event_count: Number(event_count),
    head_hash,
    signed_at: new Date().toISOString(),
    key_id: signer.kid,
  }
  const signature = signer.sign(checkpointText(unsigned))
  const { data: id, error: recordError } = await admin.rpc('record_register_checkpoint', {
    ...unsigned,
    signature,
  })
  if (recordError) return fail(500, 'Checkpoint gagal disimpan.', 'internal')
  // Audited as the caller, so the entry names the admin who asked.
  const { error: auditError } = await asCaller.rpc('audit_register_checkpoint', {
    p_checkpoint_id: Number(id),
  })
  if (auditError) return fail(500, 'Checkpoint disimpan, tetapi log audit gagal.', 'internal')
  return json(200, { checkpoint: { id: Number(id), ...unsigned } })
}
