/**
 * `npm run auth:reset-admin -- <email>` (docs/deploy.md "The only admin is locked out"): gives
 * the account a temporary password that must be changed at the next sign-in, lifts a ban and
 * ends every session, then prints the password. Run on the server, by whoever can read the data
 * folder: through the running server's API (service role from the folder's keys) when a server
 * holds the folder, else straight in the folder.
 */
import { temporaryPassword } from '../../functions/_shared/validation.ts'
import { loadConfig } from '../config'
import { Database } from '../db/database'
import { assertDataDirFree, DataDirLockedError } from '../db/lock'
import { revokeAllSessions } from './sessions'
import { findUserByEmail, hashPassword, mergeMetadata } from './users'

export interface ResetResult {
  email: string
  password: string
}

export async function resetAdminPassword(options: {
  email: string
  dataDir: string
  /** A PostgreSQL database (DATABASE_URL): changed directly, whether servers run or not. */
  databaseUrl?: string
  /** The running server's address (HOST/PORT as for npm start), used when it holds the folder. */
  serverUrl: string
}): Promise<ResetResult> {
  const email = options.email.trim().toLowerCase()
  const password = temporaryPassword()
  try {
    if (!options.databaseUrl) assertDataDirFree(options.dataDir)
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    await resetThroughApi(
      options.serverUrl,
      loadConfig(options.dataDir).serviceRoleKey,
      email,
      password,
    )
    return { email, password }
  }
  const db = await Database.open({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    seedFile: null,
  })
  try {
    const passwordHash = await hashPassword(password)
    await db.asOwner(async (tx) => {
      const user = await findUserByEmail(tx, email)
      if (!user) throw new Error(`No account with the email ${email}.`)
      // The password alone first, then the flag: the database clears the flag on a statement
      // that writes only the password (the user's own change).
      await tx.query(
        'update auth.users set encrypted_password = $2, banned_until = null, updated_at = now() where id = $1',
        [user.id, passwordHash],
      )
      await tx.query(
        'update auth.users set raw_app_meta_data = $2::jsonb, updated_at = now() where id = $1',
        [
          user.id,
          JSON.stringify(mergeMetadata(user.raw_app_meta_data, { must_change_password: true })),
        ],
      )
      await revokeAllSessions(tx, user.id)
    })
  } finally {
    await db.close()
  }
  return { email, password }
}

async function resetThroughApi(url: string, serviceKey: string, email: string, password: string) {
  const headers = {
    apikey: serviceKey,
    Authorization: `Bearer ${serviceKey}`,
    'Content-Type': 'application/json',
  }
  let id: string | undefined
  for (let page = 1; !id && page <= 100; page++) {
    const res = await fetch(`${url}/auth/v1/admin/users?page=${page}&per_page=200`, { headers })
    if (!res.ok) throw new Error(`The server at ${url} answered ${res.status} listing users.`)
    const { users } = (await res.json()) as { users: { id: string; email?: string }[] }
    id = users.find((user) => user.email?.toLowerCase() === email)?.id
    if (users.length < 200) break
  }
  if (!id) throw new Error(`No account with the email ${email}.`)
  // The embedded Auth ends the sessions itself on a new password.
  const res = await fetch(`${url}/auth/v1/admin/users/${id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      password,
      ban_duration: 'none',
      app_metadata: { must_change_password: true },
    }),
  })
  if (!res.ok) throw new Error(`The server at ${url} answered ${res.status}: ${await res.text()}`)
}
