/**
 * Fixtures for the database tests (tests/api/db-*.test.ts): staff accounts signed in through
 * the real auth API, one client per role.
 */
import type { SupabaseClient } from '@supabase/supabase-js'

import type { TestBackend } from './helpers'

export type Persona = 'anon' | 'noprofile' | 'viewer' | 'editor' | 'admin'
export const PERSONAS: Persona[] = ['anon', 'noprofile', 'viewer', 'editor', 'admin']

export interface Account {
  id: string
  email: string
  password: string
  client: SupabaseClient
  accessToken: string
}

let counter = 0

/** Creates a confirmed auth user (and an app_users row unless role is null) and signs in. */
export async function createAccount(
  t: TestBackend,
  role: 'admin' | 'editor' | 'viewer' | null,
  name = role ?? 'noprofile',
): Promise<Account> {
  counter += 1
  const email = `${name}.${counter}.${Date.now()}@lsbu.test`
  const password = `Rahasia-${counter}-uji!`
  const service = t.service()
  const { data, error } = await service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  })
  if (error || !data.user) throw error ?? new Error('createUser returned no user')
  if (role) {
    const { error: profileError } = await service
      .from('app_users')
      .insert({ id: data.user.id, full_name: `Uji ${name} ${counter}`, role })
    if (profileError) throw profileError
  }
  const session = await signIn(t, email, password)
  return { id: data.user.id, email, password, client: t.withToken(session), accessToken: session }
}

export async function signIn(t: TestBackend, email: string, password: string): Promise<string> {
  const { data, error } = await t.anon().auth.signInWithPassword({ email, password })
  if (error || !data.session) throw error ?? new Error('no session')
  return data.session.access_token
}

/** One client per persona: anon, signed in without profile, viewer, editor, admin. */
export async function personas(
  t: TestBackend,
): Promise<Record<Persona, SupabaseClient> & { accounts: Partial<Record<Persona, Account>> }> {
  const noprofile = await createAccount(t, null)
  const viewer = await createAccount(t, 'viewer')
  const editor = await createAccount(t, 'editor')
  const admin = await createAccount(t, 'admin')
  return {
    anon: t.anon(),
    noprofile: noprofile.client,
    viewer: viewer.client,
    editor: editor.client,
    admin: admin.client,
    accounts: { noprofile, viewer, editor, admin },
  }
}

/**
 * Switches review before publishing off for every collection (docs/decisions/030), for tests
 * about something else in which an editor publishes a CMS page or a legal product.
 */
export async function withoutReview(t: TestBackend): Promise<void> {
  const { error } = await t
    .service()
    .from('site_settings')
    .update({ review_required: [] } as never)
    .eq('singleton', true)
  if (error) throw error
}
