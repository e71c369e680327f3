/**
 * Direct API helpers for the public specs: read what a form stored, add or remove content, as
 * the first admin (created through the real `create-admin-user` edge function when the server
 * has no users yet; otherwise signed in with the same credentials). Safe to call from any spec,
 * any number of times: the server is shared by every test of a run.
 */

import { DEMO_ADMIN } from './demo-admin'

interface RuntimeEnv {
  supabaseAnonKey: string
}

/** Same account as support/crud.ts, so specs of both kinds work in one run in any order. */
const ADMIN = { email: 'e2e-admin@lsbu-kmn.example', password: 'E2e-admin-password-1' }

const envCache = new Map<string, Promise<RuntimeEnv>>()
const tokenCache = new Map<string, Promise<string>>()

/** The runtime config the server injects into index.html (`#lsbu-env`). */
export function runtimeEnv(baseURL: string): Promise<RuntimeEnv> {
  let env = envCache.get(baseURL)
  if (!env) {
    env = (async () => {
      const html = await (await fetch(`${baseURL}/`)).text()
      const match = /<script id="lsbu-env" type="application\/json">(.*?)<\/script>/s.exec(html)
      if (!match?.[1]) throw new Error('no #lsbu-env runtime config in index.html')
      return JSON.parse(match[1]) as RuntimeEnv
    })()
    envCache.set(baseURL, env)
  }
  return env
}

async function headers(baseURL: string, token?: string): Promise<Record<string, string>> {
  const { supabaseAnonKey } = await runtimeEnv(baseURL)
  return {
    apikey: supabaseAnonKey,
    authorization: `Bearer ${token ?? supabaseAnonKey}`,
    'content-type': 'application/json',
  }
}

async function signIn(baseURL: string, email: string, password: string): Promise<string | null> {
  const res = await fetch(`${baseURL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: await headers(baseURL),
    body: JSON.stringify({ email, password }),
  })
  if (!res.ok) return null
  return ((await res.json()) as { access_token: string }).access_token
}

async function countUsers(baseURL: string): Promise<number> {
  const res = await fetch(`${baseURL}/rest/v1/rpc/count_users`, {
    method: 'POST',
    headers: await headers(baseURL),
    body: '{}',
  })
  if (!res.ok) throw new Error(`count_users: ${res.status} ${await res.text()}`)
  return (await res.json()) as number
}

/** An admin's access token: creates the first admin if the server has no users yet. */
export function adminToken(baseURL: string): Promise<string> {
  let token = tokenCache.get(baseURL)
  if (!token) {
    token = (async () => {
      // The first admin is always the run's demo admin, as in support/users.ts, so specs
      // using either helper work together in one run, in any order.
      if ((await countUsers(baseURL)) === 0) {
        const res = await fetch(`${baseURL}/functions/v1/create-admin-user`, {
          method: 'POST',
          headers: await headers(baseURL),
          body: JSON.stringify({ ...DEMO_ADMIN, full_name: 'Admin Utama' }),
        })
        // 409 already_set_up: another spec won the race; sign in below all the same.
        if (!res.ok && res.status !== 409) {
          throw new Error(`create-admin-user: ${res.status} ${await res.text()}`)
        }
      }
      const access =
        (await signIn(baseURL, ADMIN.email, ADMIN.password)) ??
        (await signIn(baseURL, DEMO_ADMIN.email, DEMO_ADMIN.password))
      if (!access) throw new Error('could not sign in as the first admin')
      return access
    })()
    token.catch(() => tokenCache.delete(baseURL))
    tokenCache.set(baseURL, token)
  }
  return token
}

/** GET /rest/v1/<table>?<query> as the admin. */
export async function selectAsAdmin<T = Record<string, unknown>>(
  baseURL: string,
  table: string,
  query: string,
): Promise<T[]> {
  const res = await fetch(`${baseURL}/rest/v1/${table}?${query}`, {
    headers: await headers(baseURL, await adminToken(baseURL)),
  })
  if (!res.ok) throw new Error(`select ${table}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T[]
}

/** POST rows as the admin; returns them as stored. */
export async function insertAsAdmin<T = Record<string, unknown>>(
  baseURL: string,
  table: string,
  rows: Record<string, unknown>[],
): Promise<T[]> {
  const res = await fetch(`${baseURL}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      ...(await headers(baseURL, await adminToken(baseURL))),
      prefer: 'return=representation',
    },
    body: JSON.stringify(rows),
  })
  if (!res.ok) throw new Error(`insert ${table}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T[]
}

/** DELETE /rest/v1/<table>?<query> as the admin. */
export async function deleteAsAdmin(baseURL: string, table: string, query: string): Promise<void> {
  const res = await fetch(`${baseURL}/rest/v1/${table}?${query}`, {
    method: 'DELETE',
    headers: await headers(baseURL, await adminToken(baseURL)),
  })
  if (!res.ok) throw new Error(`delete ${table}: ${res.status} ${await res.text()}`)
}

/** PATCH rows as the admin (e.g. a complaint's status and resolution). */
export async function updateAsAdmin(
  baseURL: string,
  table: string,
  query: string,
  values: Record<string, unknown>,
): Promise<void> {
  const res = await fetch(`${baseURL}/rest/v1/${table}?${query}`, {
    method: 'PATCH',
    headers: await headers(baseURL, await adminToken(baseURL)),
    body: JSON.stringify(values),
  })
  if (!res.ok) throw new Error(`update ${table}: ${res.status} ${await res.text()}`)
}

/** A fresh sender address, so the per-email rate limit (5 an hour) never trips a test. */
export function uniqueEmail(prefix = 'pengirim'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@contoh.example`
}

/** Where publishing needs an admin's approval by default (docs/decisions/030). */
export const REVIEW_DEFAULT = ['cms_pages', 'legal_products']

/**
 * Review before publishing per collection, as the admin sets it in the settings; `[]` switches
 * it off for specs about something else in which an editor publishes a CMS page or legal product.
 */
export async function setReviewRequired(baseURL: string, tables: string[]): Promise<void> {
  await updateAsAdmin(baseURL, 'site_settings', 'singleton=eq.true', { review_required: tables })
}
