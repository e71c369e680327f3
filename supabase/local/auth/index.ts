/**
 * `/auth/v1`: the part of GoTrue (Supabase Auth) that auth-js uses with email and password,
 * with GoTrue's JSON shapes, claims and error codes, its TOTP MFA API (mfa.ts), and recovery and
 * invitation emails with their verification when the server sends mail (email-links.ts).
 * Everything else GoTrue offers (OTP, magic links, SSO, OAuth providers…) is refused with
 * GoTrue's code for a disabled feature and a message saying the embedded backend does not
 * support it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import Router, { type HTTPMethod } from 'find-my-way'

import type { BackendContext, ServiceHandler } from '../http'
import { bearerToken, clientAddress, HttpError, readBody, sendJson } from '../http'
import { type Claims, JwtError, verifyJwt } from '../jwt'
import { createUser, deleteUser, getUser, listUsers, updateUser as adminUpdateUser } from './admin'
import { auditUserEvent, createEmailLinks, sessionFromLink } from './email-links'
import { API_VERSION, authError, type Body, errors, reply } from './errors'
import { createMfa } from './mfa'
import { SlidingWindowLimiter } from './rate-limit'
import { type IssueContext, issueSession, refreshSession } from './sessions'
import {
  changeEmail,
  checkPasswordStrength,
  findUserByEmail,
  findUserById,
  hashPassword,
  insertUser,
  isUuid,
  loadUserJson,
  mergeMetadata,
  normalizeEmail,
  type UserRow,
  verifyPassword,
} from './users'

/** Paths GoTrue serves that need mail, SMS, MFA or external providers. */
const UNSUPPORTED: [RegExp, number, string, string][] = [
  [
    /^\/(otp|magiclink|resend|reauthenticate)$/,
    422,
    'otp_disabled',
    'one-time codes and emailed links',
  ],
  [/^\/(sso|saml)(\/|$)/, 400, 'saml_provider_disabled', 'single sign-on (SAML)'],
  [/^\/(authorize|callback)$/, 400, 'provider_disabled', 'OAuth providers'],
  [/^\/user\/identities(\/|$)/, 422, 'manual_linking_disabled', 'identity linking'],
  [/^\/(admin\/users\/[^/]+\/)?passkeys(\/|$)/, 422, 'mfa_webauthn_enroll_not_enabled', 'passkeys'],
  [/^\/(oauth|user\/oauth)(\/|$)/, 400, 'provider_disabled', 'the OAuth 2.1 server'],
  [
    /^\/admin\/(generate_link|sso|oauth|custom-providers)(\/|$)/,
    422,
    'otp_disabled',
    'this admin API',
  ],
]

export function createAuthHandler(ctx: BackendContext): ServiceHandler {
  const { config } = ctx
  const perAddress = new SlidingWindowLimiter(
    config.signInRateLimit.windowSeconds * 1000,
    config.signInRateLimit.perAddress,
  )
  const perEmail = new SlidingWindowLimiter(
    config.signInRateLimit.windowSeconds * 1000,
    config.signInRateLimit.perEmail,
  )

  const issueContext = (req: IncomingMessage): IssueContext => ({
    config,
    issuer: `${ctx.publicUrl()}/auth/v1`,
    ip: clientAddress(req),
    userAgent: String(req.headers['user-agent'] ?? ''),
  })

  const readJson = async (req: IncomingMessage): Promise<Body> => {
    const raw = await readBody(req, config.maxJsonBody, () => ({
      code: 'request_too_large',
      error_code: 'request_too_large',
      msg: `Request body exceeds ${config.maxJsonBody} bytes`,
      message: `Request body exceeds ${config.maxJsonBody} bytes`,
    }))
    if (raw.length === 0) return {}
    try {
      const parsed: unknown = JSON.parse(raw.toString('utf8'))
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
        throw new Error('expected a JSON object')
      return parsed as Body
    } catch (error) {
      throw errors.badJson((error as Error).message)
    }
  }

  /** GoTrue's requireAuthentication: a verified JWT whose user (and session) still exist. */
  const authenticate = async (req: IncomingMessage) => {
    const claims = verifiedClaims(req, config.jwtSecret)
    if (!claims.sub) throw errors.missingSub()
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined
    return ctx.db.asOwner(async (tx) => {
      const user = isUuid(claims.sub) ? await findUserById(tx, claims.sub) : undefined
      if (!user) throw errors.userFromJwtMissing()
      if (sessionId) {
        const found = isUuid(sessionId)
          ? (
              await tx.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
                sessionId,
                user.id,
              ])
            ).rows.length
          : 0
        if (!found) throw errors.sessionFromJwtMissing()
      }
      return { claims, user, sessionId }
    })
  }

  const mfa = createMfa({ ctx, authenticate, readJson, issueContext })
  const links = createEmailLinks(ctx, issueContext)

  type Params = Record<string, string | undefined>
  type Route = (req: IncomingMessage, res: ServerResponse, url: URL, params: Params) => unknown
  // A GET route answers HEAD too (find-my-way's exposeHeadRoutes).
  const router = Router()
  const on = (methods: HTTPMethod | HTTPMethod[], path: string, route: Route) =>
    router.on(methods, path, route as never)
  /** The admin API: the service role only, checked before anything else. */
  const asAdmin =
    (route: Route): Route =>
    (req, res, url, params) => {
      const claims = verifiedClaims(req, config.jwtSecret)
      if (claims.role !== 'service_role' && claims.role !== 'supabase_admin')
        throw errors.notAdmin()
      return route(req, res, url, params)
    }

  on('GET', '/health', (_req, res) =>
    reply(res, 200, {
      version: 'embedded',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  )
  // Tokens are HS256 with the shared secret: no public keys to publish, as GoTrue.
  on('GET', '/.well-known/jwks.json', (_req, res) => reply(res, 200, { keys: [] }))
  on('GET', '/settings', (_req, res) => reply(res, 200, settings(!config.enableSignup)))
  on('POST', '/token', async (req, res, url) => {
    const grant = url.searchParams.get('grant_type') ?? ''
    if (grant === 'password') return reply(res, 200, await passwordGrant(req))
    if (grant === 'refresh_token') {
      const body = await readJson(req)
      const result = await ctx.db.asOwner((tx) =>
        refreshSession(tx, issueContext(req), body.refresh_token),
      )
      if (result === 'reused') throw errors.refreshTokenAlreadyUsed()
      return reply(res, 200, result)
    }
    throw authError(
      400,
      'invalid_credentials',
      `unsupported_grant_type: grant_type "${grant}" is not supported by the embedded backend (password and refresh_token are)`,
    )
  })
  on('POST', '/signup', async (req, res) => reply(res, 200, await signup(req)))
  on('POST', '/recover', async (req, res, url) =>
    reply(res, 200, await links.recover(req, await readJson(req), url)),
  )
  on('POST', '/verify', async (req, res) =>
    reply(res, 200, await links.verify(req, await readJson(req))),
  )
  on('GET', '/verify', async (req, res, url) => {
    res.writeHead(303, { Location: await links.verifyRedirect(req, url) })
    res.end()
  })
  on(
    'POST',
    '/invite',
    asAdmin(async (req, res, url) => reply(res, 200, await links.invite(await readJson(req), url))),
  )
  on('GET', '/user', async (req, res) => {
    const { user } = await authenticate(req)
    return reply(res, 200, await ctx.db.asOwner((tx) => loadUserJson(tx, user)))
  })
  on('PUT', '/user', async (req, res) => reply(res, 200, await updateUser(req)))
  on('POST', '/logout', async (req, res, url) => {
    const { user, sessionId } = await authenticate(req)
    const scope = url.searchParams.get('scope') ?? 'global'
    if (!['global', 'local', 'others'].includes(scope)) {
      throw errors.validation(`Unsupported logout scope "${scope}"`)
    }
    await ctx.db.asOwner(async (tx) => {
      if (scope === 'global' || !sessionId) {
        await tx.query('delete from auth.sessions where user_id = $1', [user.id])
      } else if (scope === 'local') {
        await tx.query('delete from auth.sessions where id = $1', [sessionId])
      } else {
        await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
          user.id,
          sessionId,
        ])
      }
    })
    res.writeHead(204, { 'X-Supabase-Api-Version': API_VERSION })
    res.end()
  })

  on('POST', '/factors', async (req, res) => reply(res, 200, await mfa.enroll(req)))
  on('POST', '/factors/:factor/challenge', async (req, res, _url, { factor }) =>
    reply(res, 200, await mfa.challenge(req, factor!)),
  )
  on('POST', '/factors/:factor/verify', async (req, res, _url, { factor }) =>
    reply(res, 200, await mfa.verify(req, factor!)),
  )
  on('DELETE', '/factors/:factor', async (req, res, _url, { factor }) =>
    reply(res, 200, await mfa.unenroll(req, factor!)),
  )
  on('PUT', '/factors/:factor', async (req, res, _url, { factor }) =>
    reply(res, 200, await mfa.rename(req, factor!)),
  )

  on(
    'GET',
    '/admin/users',
    asAdmin((_req, res, url) => listUsers(ctx, res, url)),
  )
  on(
    'POST',
    '/admin/users',
    asAdmin(async (req, res) => reply(res, 200, await createUser(ctx, await readJson(req)))),
  )
  on(
    'GET',
    '/admin/users/:user',
    asAdmin((_req, res, _url, { user }) => getUser(ctx, res, user!)),
  )
  on(
    'PUT',
    '/admin/users/:user',
    asAdmin(async (req, res, _url, { user }) =>
      reply(res, 200, await adminUpdateUser(ctx, user!, await readJson(req))),
    ),
  )
  on(
    'DELETE',
    '/admin/users/:user',
    asAdmin(async (req, res, _url, { user }) => deleteUser(ctx, res, user!, await readJson(req))),
  )
  on(
    'GET',
    '/admin/users/:user/factors',
    asAdmin(async (_req, res, _url, { user }) => reply(res, 200, await mfa.listUserFactors(user!))),
  )
  on(
    'DELETE',
    '/admin/users/:user/factors/:factor',
    asAdmin(async (_req, res, _url, { user, factor }) =>
      reply(res, 200, await mfa.deleteUserFactor(user!, factor!)),
    ),
  )
  on(
    'PUT',
    '/admin/users/:user/factors/:factor',
    asAdmin(async (req, res, _url, { user, factor }) =>
      reply(res, 200, await mfa.renameUserFactor(user!, factor!, await readJson(req))),
    ),
  )

  const METHODS: HTTPMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

  const routes = async (req: IncomingMessage, res: ServerResponse, path: string, url: URL) => {
    const method = req.method ?? 'GET'
    const found = router.find(method as HTTPMethod, path)
    if (found) {
      await (found.handler as unknown as Route)(req, res, url, found.params)
      return
    }
    // The admin API refuses anyone but the service role before saying what it lacks.
    if (path.startsWith('/admin/users/')) asAdmin(() => undefined)(req, res, url, {})
    const unsupported = UNSUPPORTED.find(([pattern]) => pattern.test(path))
    if (unsupported) {
      const [, status, code, what] = unsupported
      throw authError(
        status,
        code,
        `${what} (${method} ${path}) not supported by the embedded backend`,
      )
    }
    if (METHODS.some((other) => router.find(other, path)))
      throw authError(405, 'validation_failed', `${method} is not allowed on ${path}`)
    throw authError(
      404,
      'not_found',
      `${method} ${path} is not a GoTrue endpoint served by the embedded backend`,
    )
  }

  async function passwordGrant(req: IncomingMessage) {
    const body = await readJson(req)
    if (typeof body.phone === 'string' && body.phone !== '') throw errors.phoneDisabled()
    const rawEmail = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
    const password = typeof body.password === 'string' ? body.password : ''
    // Failed attempts count against the client address and the email; once either is used
    // up, every attempt (right password or not) is refused until the window moves on. Only
    // failures count, so staff (and end-to-end tests) signing in often are never locked out.
    const address = clientAddress(req)
    if (perAddress.blocked(address) || (rawEmail && perEmail.blocked(rawEmail)))
      throw errors.rateLimited()
    const failed = () => {
      perAddress.record(address)
      if (rawEmail) perEmail.record(rawEmail)
      return errors.invalidCredentials()
    }
    if (!rawEmail) throw failed()
    const user = await ctx.db.asOwner((tx) => findUserByEmail(tx, rawEmail))
    // Compared outside the transaction: bcrypt takes tens of milliseconds.
    const valid = await verifyPassword(password, user?.encrypted_password)
    if (!user || !valid) throw failed()
    if (user.banned_until && new Date(user.banned_until) > new Date()) throw errors.userBanned()
    if (!user.email_confirmed_at) throw errors.emailNotConfirmed()
    return ctx.db.asOwner(async (tx) => {
      const { rows } = await tx.query<UserRow>(
        'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning *',
        [user.id],
      )
      await tx.query(
        `update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1 and provider = 'email'`,
        [user.id],
      )
      return issueSession(tx, issueContext(req), rows[0]!)
    })
  }

  async function signup(req: IncomingMessage) {
    const body = await readJson(req)
    if (!config.enableSignup) throw errors.signupDisabled()
    if (typeof body.phone === 'string' && body.phone !== '') throw errors.phoneDisabled()
    if (body.email === undefined && body.password === undefined) {
      throw authError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
    }
    const email = normalizeEmail(body.email)
    if (typeof body.password !== 'string' || body.password === '') {
      throw authError(422, 'validation_failed', 'Signup requires a valid password')
    }
    const password = await checkPasswordStrength(ctx, body.password, [email])
    const passwordHash = await hashPassword(password)
    return ctx.db.asOwner(async (tx) => {
      if (await findUserByEmail(tx, email)) throw errors.userAlreadyExists()
      const created = await insertUser(tx, {
        email,
        passwordHash,
        emailConfirmed: true,
        userMetadata: mergeMetadata({}, body.data),
      })
      const { rows } = await tx.query<UserRow>(
        'update auth.users set last_sign_in_at = now() where id = $1 returning *',
        [created.id],
      )
      return issueSession(tx, issueContext(req), rows[0]!)
    })
  }

  /**
   * Reauthentication for sensitive changes (GoTrue's update_password_require_current_password,
   * applied to the email too): a stolen access token alone can neither replace the password
   * nor move the account to another address. A session verified with a second factor (aal2)
   * counts as reauthenticated for the email. Wrong guesses count as failed sign-ins (the same
   * limits, so no second way to guess).
   */
  async function requireCurrentPassword(
    req: IncomingMessage,
    user: UserRow,
    body: Body,
    what: 'password' | 'email',
    sessionId: string | undefined,
  ) {
    if (!user.encrypted_password) return
    // Signed in by an emailed link moments ago: the link stands for the current password.
    if (
      what === 'password' &&
      sessionId &&
      (await ctx.db.asOwner((tx) => sessionFromLink(tx, sessionId)))
    )
      return
    const current = typeof body.current_password === 'string' ? body.current_password : ''
    if (!current) throw errors.currentPasswordRequired(what)
    const address = clientAddress(req)
    const email = user.email?.toLowerCase() ?? user.id
    if (perAddress.blocked(address) || perEmail.blocked(email)) throw errors.rateLimited()
    if (!(await verifyPassword(current, user.encrypted_password))) {
      perAddress.record(address)
      perEmail.record(email)
      throw errors.currentPasswordInvalid(what)
    }
  }

  async function updateUser(req: IncomingMessage) {
    const { user, sessionId, claims } = await authenticate(req)
    const body = await readJson(req)
    if (typeof body.phone === 'string' && body.phone !== '') throw errors.phoneDisabled()
    const email =
      body.email !== undefined && body.email !== '' ? normalizeEmail(body.email) : undefined
    const emailChanges = email !== undefined && email !== user.email
    let passwordHash: string | undefined
    if (body.password !== undefined) {
      const password = await checkPasswordStrength(ctx, body.password, [email ?? user.email ?? ''])
      await requireCurrentPassword(req, user, body, 'password', sessionId)
      if (await verifyPassword(password, user.encrypted_password)) throw errors.samePassword()
      passwordHash = await hashPassword(password)
    } else if (emailChanges && claims.aal !== 'aal2') {
      await requireCurrentPassword(req, user, body, 'email', sessionId)
    }
    return ctx.db.asOwner(async (tx) => {
      const current = await findUserById(tx, user.id)
      if (!current) throw errors.userFromJwtMissing()
      // The caller's claims for this transaction: the email-change audit entry names them.
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)])
      if (body.data !== undefined) {
        await tx.query(
          'update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1',
          [user.id, JSON.stringify(mergeMetadata(current.raw_user_meta_data, body.data))],
        )
      }
      if (email !== undefined && email !== current.email) {
        // No confirmation mail: the change applies at once, as with GoTrue's
        // mailer_autoconfirm. The database audits it and tells the old address.
        await changeEmail(tx, current, email, true)
      }
      if (passwordHash) {
        // Alone in its statement: the database then clears a must-change flag.
        await tx.query(
          'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
          [user.id, passwordHash],
        )
        // GoTrue's UpdatePassword signs out the user's other sessions.
        if (sessionId) {
          await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
            user.id,
            sessionId,
          ])
          // A link sets one password: a later change asks for the current one again.
          const { rows: links } = await tx.query<{ method: string }>(
            `delete from auth.mfa_amr_claims where session_id = $1 and authentication_method in ('recovery', 'invite')
             returning authentication_method as method`,
            [sessionId],
          )
          if (links[0]) {
            await auditUserEvent(
              tx,
              current,
              `password_set_from_${links[0].method}`,
              'authenticated',
              true,
            )
          }
        }
      }
      return loadUserJson(tx, (await findUserById(tx, user.id))!)
    })
  }

  return async (req, res, path, url) => {
    try {
      await routes(req, res, path.replace(/\/+$/, '') || '/', url)
    } catch (error) {
      if (error instanceof HttpError && !res.headersSent) {
        sendJson(res, error.status, error.body, error.headers)
        return
      }
      throw error
    }
  }
}

/** Verifies the bearer token as GoTrue does: 401 without one, 403 `bad_jwt` when invalid. */
export function verifiedClaims(req: IncomingMessage, secret: string): Claims {
  const token = bearerToken(req)
  if (!token) throw errors.noAuthorization()
  try {
    return verifyJwt(token, secret, { clockSkewSeconds: 0 })
  } catch (error) {
    if (error instanceof JwtError) {
      throw errors.badJwt(error.kind === 'expired' ? 'token is expired' : error.message)
    }
    throw error
  }
}

function settings(disableSignup: boolean) {
  const providers = [
    'anonymous_users',
    'apple',
    'azure',
    'bitbucket',
    'discord',
    'facebook',
    'figma',
    'fly',
    'github',
    'gitlab',
    'google',
    'kakao',
    'keycloak',
    'linkedin',
    'linkedin_oidc',
    'notion',
    'phone',
    'slack',
    'slack_oidc',
    'spotify',
    'twitch',
    'twitter',
    'workos',
    'zoom',
  ]
  const external: Record<string, boolean> = { email: true }
  for (const provider of providers) external[provider] = false
  return {
    external,
    disable_signup: disableSignup,
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  }
}
