/**
 * Per-data-folder configuration: the JWT secret (from JWT_SECRET, else generated once and
 * kept in the folder), the anon and service-role keys signed with it, the register's signing
 * key (REGISTER_SIGNING_KEY, else generated once and kept likewise), the demo admin
 * credentials the setup form is prefilled with in demo mode only (docs/product.md#demo-prefill),
 * and limits. PostgREST's settings come from supabase/config.toml, as for the Supabase CLI and
 * hosted.
 */
import { randomBytes } from 'node:crypto'
import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { parse as parseToml } from 'smol-toml'

import { signJwt } from './jwt'
import { loadMailConfig, type MailConfig } from './mail/config'
import { generateSigningSeed } from './register/signing'
import { DEFAULT_RENDER_BUDGET, type RenderBudgetOptions } from './storage/render-budget'

/** PostgREST's settings (reference §1.9, "Supabase PostgREST configuration"). */
export interface RestConfig {
  /** `[api] schemas`: exposed through Accept-Profile/Content-Profile; the first is the default. */
  schemas: string[]
  /** `[api] extra_search_path`: after the request's schema in `search_path`. */
  extraSearchPath: string[]
  /** `[api] max_rows`: the most rows a read or an RPC returns. */
  maxRows: number
  /**
   * pg-safeupdate, loaded for the API role on hosted Supabase: UPDATE/DELETE without a WHERE
   * clause fail with 21000. On unless SAFE_UPDATE=off.
   */
  safeUpdate: boolean
}

export const CONFIG_TOML = fileURLToPath(new URL('../config.toml', import.meta.url))

const API_DEFAULTS = {
  schemas: ['public', 'graphql_public'],
  extraSearchPath: ['public', 'extensions'],
  maxRows: 1000,
}

/** `[api]` of a Supabase CLI config.toml, with the CLI's defaults for what it leaves out. */
export function readApiConfig(file: string = CONFIG_TOML): Omit<RestConfig, 'safeUpdate'> {
  if (!existsSync(file)) return API_DEFAULTS
  let api: Record<string, unknown>
  try {
    api = (parseToml(readFileSync(file, 'utf8')).api ?? {}) as Record<string, unknown>
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`)
  }
  const names = (value: unknown, key: string, fallback: string[]) => {
    if (value === undefined) return fallback
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v !== ''))
      throw new Error(`${file}: [api] ${key} must be a list of schema names`)
    return value as string[]
  }
  const maxRows = api.max_rows ?? API_DEFAULTS.maxRows
  if (typeof maxRows !== 'number' || !Number.isInteger(maxRows) || maxRows < 1)
    throw new Error(`${file}: [api] max_rows must be a positive integer`)
  return {
    schemas: names(api.schemas, 'schemas', API_DEFAULTS.schemas),
    extraSearchPath: names(
      api.extra_search_path,
      'extra_search_path',
      API_DEFAULTS.extraSearchPath,
    ),
    maxRows,
  }
}

export interface BackendConfig {
  jwtSecret: string
  /**
   * The site's Ed25519 signing key, a base64url seed (register/signing.ts): signs the register's
   * checkpoints. Never in the database, never sent by the API.
   */
  registerSigningKey: string
  anonKey: string
  serviceRoleKey: string
  /** Access-token lifetime in seconds (GoTrue's default is 3600). */
  jwtExpiry: number
  /** GoTrue `disable_signup` is the product default (docs/product.md#no-self-registration). */
  enableSignup: boolean
  /**
   * Demo mode (`npm run dev`, the test harness, DEMO=true): while there are zero users the setup
   * form is prefilled with `demoAdmin`. Off for `npm start`, which never sends a password.
   */
  demo: boolean
  demoAdmin: { email: string; password: string }
  /** Upper bound for JSON request bodies, bytes. */
  maxJsonBody: number
  /** Upper bound for storage uploads, bytes (each bucket may set a lower one). */
  maxUpload: number
  /** Uploads streamed at the same time; more are refused with 503 until one ends. */
  maxConcurrentUploads: number
  /**
   * Uploads by visitors (the anon key: complaint and appeal attachments) per client address in
   * the window; more are refused with 429 until it passes.
   */
  anonUploadRateLimit: { windowSeconds: number; perAddress: number }
  /** Image renders per visitor: a budget of cost units and its refill (storage/render-budget.ts). */
  renderBudget: RenderBudgetOptions
  /** Upper bound for edge function request bodies, bytes. */
  maxFunctionBody: number
  /** Months after closing when a submission's personal fields are anonymised (UU 27/2022). */
  retentionMonths: number
  /** Password sign-in attempts allowed per window, per client address and per email. */
  signInRateLimit: { windowSeconds: number; perAddress: number; perEmail: number }
  /**
   * Recovery emails (POST /recover): one per address per interval (GoTrue's SMTP max_frequency)
   * and a cap per client address per hour; both counted whether or not the account exists.
   */
  emailLinkRateLimit: { emailIntervalSeconds: number; perAddressPerHour: number }
  /** GoTrue `security.refresh_token_reuse_interval`: seconds a just-rotated refresh token still answers with its child. */
  refreshTokenReuseInterval: number
  /** Folder of edge functions (`<name>/handler.ts`); omitted = supabase/functions. */
  functionsDir?: string
  /**
   * Function name → base URL of a server running its Deno entry (`<name>/index.ts`, as hosted
   * Supabase does): requests are forwarded there after the JWT check instead of running the
   * handler in this process (tests/support/deno-functions.ts).
   */
  functionUrls?: Record<string, string>
  /** Outgoing mail (SMTP_URL, MAIL_FROM …); null = mail stays in the outbox. */
  mail: MailConfig | null
  /** The site's public address for links in emails (SITE_URL); null = the address it listens on. */
  siteUrl: string | null
  /** SETUP_TOKEN: when set, first-time setup (create-admin-user) requires it. */
  setupToken: string | null
  rest: RestConfig
  /**
   * Each API role's statement timeout, set per request as PostgREST applies the impersonated
   * role's settings (hosted Supabase: anon 3 s, authenticated 8 s); a role not listed keeps the
   * server's. STATEMENT_TIMEOUT_ANON / STATEMENT_TIMEOUT_AUTHENTICATED override (e.g. `5s`).
   */
  statementTimeouts: Record<string, string>
}

interface Stored {
  jwtSecret: string
  demoAdminPassword: string
  /** Missing in folders made before the register was signed: added at their next start. */
  registerSigningKey: string
}

export function loadConfig(
  dataDir: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<BackendConfig> = {},
): BackendConfig {
  let stored: Stored | undefined
  const file = dataDir ? join(dataDir, 'config.json') : undefined
  if (file && existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Stored
  if (!stored?.registerSigningKey) {
    stored = {
      jwtSecret: randomBytes(32).toString('hex'),
      demoAdminPassword: randomBytes(9).toString('base64url'),
      ...stored,
      registerSigningKey: generateSigningSeed(),
    }
    if (file && dataDir) {
      mkdirSync(dataDir, { recursive: true })
      // Written whole under another name, then put in place: a new folder's keys are written
      // once (a link fails when the file exists), so processes starting together on one shared
      // folder (several servers on one PostgreSQL) all use the first one's.
      const temp = `${file}.${process.pid}.tmp`
      writeFileSync(temp, JSON.stringify(stored, null, 2), { mode: 0o600 })
      try {
        if (existsSync(file)) renameSync(temp, file)
        else linkSync(temp, file)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
        stored = JSON.parse(readFileSync(file, 'utf8')) as Stored
      } finally {
        rmSync(temp, { force: true })
      }
    }
  }
  const jwtSecret = overrides.jwtSecret ?? env.JWT_SECRET ?? stored.jwtSecret
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long.')
  const iat = Math.floor(Date.now() / 1000)
  const exp = iat + 10 * 365 * 24 * 3600
  return {
    jwtSecret,
    registerSigningKey: env.REGISTER_SIGNING_KEY?.trim() || stored.registerSigningKey,
    anonKey: signJwt({ iss: 'supabase', ref: 'local', role: 'anon', iat, exp }, jwtSecret),
    serviceRoleKey: signJwt(
      { iss: 'supabase', ref: 'local', role: 'service_role', iat, exp },
      jwtSecret,
    ),
    jwtExpiry: 3600,
    enableSignup: env.ENABLE_SIGNUP === 'true',
    demo: env.DEMO === 'true',
    demoAdmin: {
      email: env.DEMO_ADMIN_EMAIL || 'admin@lsbu.local',
      password: env.DEMO_ADMIN_PASSWORD || stored.demoAdminPassword,
    },
    maxJsonBody: 1024 * 1024,
    maxUpload: 50 * 1024 * 1024,
    maxConcurrentUploads: 4,
    // Ten forms of three files an hour from one address.
    anonUploadRateLimit: { windowSeconds: 3600, perAddress: 30 },
    renderBudget: DEFAULT_RENDER_BUDGET,
    maxFunctionBody: 1024 * 1024,
    retentionMonths: positiveInteger(env.RETENTION_MONTHS, 'RETENTION_MONTHS') ?? 24,
    signInRateLimit: { windowSeconds: 300, perAddress: 30, perEmail: 10 },
    emailLinkRateLimit: { emailIntervalSeconds: 60, perAddressPerHour: 30 },
    refreshTokenReuseInterval: 10,
    mail: loadMailConfig(env),
    siteUrl: env.SITE_URL?.trim().replace(/\/+$/, '') || null,
    setupToken: env.SETUP_TOKEN?.trim() || null,
    rest: { ...readApiConfig(), safeUpdate: env.SAFE_UPDATE !== 'off' },
    statementTimeouts: {
      anon: env.STATEMENT_TIMEOUT_ANON?.trim() || '3s',
      authenticated: env.STATEMENT_TIMEOUT_AUTHENTICATED?.trim() || '8s',
    },
    ...overrides,
  }
}

function positiveInteger(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number above 0.`)
  return n
}
