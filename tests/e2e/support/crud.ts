/**
 * Helpers for the admin content specs: staff accounts through the real edge functions, a
 * session put where supabase-js looks for it, and direct REST calls (e.g. to prove RLS).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test'

export type Role = 'admin' | 'editor' | 'viewer'

interface Session {
  access_token: string
  refresh_token: string
  expires_in: number
  expires_at?: number
  token_type: string
  user: { id: string; email: string }
}

const ADMIN = { email: 'e2e-admin@lsbu-kmn.example', password: 'E2e-admin-password-1' }
const passwords = new Map<string, string>()

/** The anon key the server injects into index.html. */
export async function anonKey(baseURL: string): Promise<string> {
  const html = await (await fetch(`${baseURL}/`)).text()
  const match = /<script id="lsbu-env" type="application\/json">(.*?)<\/script>/s.exec(html)
  if (!match?.[1]) throw new Error('no #lsbu-env in index.html')
  return (JSON.parse(match[1]) as { supabaseAnonKey: string }).supabaseAnonKey
}

export async function signIn(baseURL: string, email: string, password: string): Promise<Session> {
  const key = await anonKey(baseURL)
  const res = await fetch(`${baseURL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: key, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`)
  const session = (await res.json()) as Session
  session.expires_at ??= Math.floor(Date.now() / 1000) + session.expires_in
  return session
}

async function callFunction(baseURL: string, name: string, body: unknown, token?: string) {
  const key = await anonKey(baseURL)
  const res = await fetch(`${baseURL}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: key,
      authorization: `Bearer ${token ?? key}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  })
  return {
    status: res.status,
    body: (await res.json().catch(() => ({}))) as Record<string, unknown>,
  }
}

/** Signs in as `role`, creating the first admin and the staff account when needed. */
export async function sessionFor(baseURL: string, role: Role): Promise<Session> {
  await callFunction(baseURL, 'create-admin-user', { ...ADMIN, full_name: 'Admin E2E' })
  const admin = await signIn(baseURL, ADMIN.email, ADMIN.password)
  if (role === 'admin') return admin
  const email = `e2e-${role}@lsbu-kmn.example`
  const known = passwords.get(email)
  if (known) return signIn(baseURL, email, known)
  const created = await callFunction(
    baseURL,
    'manage-users',
    {
      action: 'create',
      email,
      full_name: role === 'editor' ? 'Editor Konten' : 'Viewer E2E',
      role,
    },
    admin.access_token,
  )
  let password = created.body.temporary_password as string | undefined
  if (!password) {
    // Created by an earlier spec file of this run: give it a fresh password.
    const list = await callFunction(baseURL, 'manage-users', { action: 'list' }, admin.access_token)
    const user = (list.body.users as { id: string; email: string }[]).find((u) => u.email === email)
    const reset = await callFunction(
      baseURL,
      'manage-users',
      { action: 'reset_password', user_id: user?.id },
      admin.access_token,
    )
    password = reset.body.temporary_password as string
  }
  passwords.set(email, password)
  return signIn(baseURL, email, password)
}

/** supabase-js' storage key: `sb-<first label of the API host>-auth-token`. */
export function storageKey(baseURL: string): string {
  return `sb-${new URL(baseURL).hostname.split('.')[0]}-auth-token`
}

/** Puts a session into the page's localStorage before any script runs. */
export async function useSession(
  context: BrowserContext,
  baseURL: string,
  session: Session,
): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key as string))
        window.localStorage.setItem(key as string, value as string)
    },
    [storageKey(baseURL), JSON.stringify(session)],
  )
}

/** A page signed in as `role` (new context when a browser is given). */
export async function loginAs(page: Page, baseURL: string, role: Role): Promise<void> {
  await useSession(page.context(), baseURL, await sessionFor(baseURL, role))
}

export async function newContextAs(browser: Browser, baseURL: string, role: Role): Promise<Page> {
  const context = await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta' })
  await loginAs(await context.newPage(), baseURL, role)
  return context.pages()[0] as Page
}

/** A REST call with a user's token (to check what the database itself allows). */
export async function rest(
  baseURL: string,
  token: string,
  path: string,
  init: { method?: string; body?: unknown; prefer?: string } = {},
) {
  const key = await anonKey(baseURL)
  const res = await fetch(`${baseURL}/rest/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: key,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: init.prefer ?? 'return=representation',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: res.status, body: (await res.json().catch(() => null)) as unknown }
}
