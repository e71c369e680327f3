/**
 * Runtime configuration.
 *
 * The embedded backend injects `<script id="lsbu-env" type="application/json">` into index.html
 * before `</head>`; a build for hosted Supabase has no such tag and uses the `VITE_` variables.
 * Read it through `getRuntimeEnv()` (never at module scope) so server rendering stays possible.
 */
export type BackendKind = 'embedded' | 'hosted'

export interface DemoAdmin {
  email: string
  password: string
}

export interface RuntimeEnv {
  /** Base URL of the Supabase API; `null` means the page's own origin. */
  supabaseUrl: string | null
  supabaseAnonKey: string | null
  backend: BackendKind
  /** Credentials the login form is prefilled with; only ever set by the embedded backend. */
  demoAdmin: DemoAdmin | null
  /** Whether the server sends email (SMTP configured): pages promise email only then. */
  mail: boolean
  /** The server renderer's fetch for the public client (it adds the visitor's headers). */
  fetch?: typeof fetch
}

export const RUNTIME_ENV_ELEMENT_ID = 'lsbu-env'

let cached: RuntimeEnv | null = null

function isDemoAdmin(value: unknown): value is DemoAdmin {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return typeof v.email === 'string' && typeof v.password === 'string'
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null
}

function readInjectedEnv(): RuntimeEnv | null {
  if (typeof document === 'undefined') return null
  const el = document.getElementById(RUNTIME_ENV_ELEMENT_ID)
  if (!el?.textContent) return null
  try {
    const raw = JSON.parse(el.textContent) as Record<string, unknown>
    return {
      supabaseUrl: stringOrNull(raw.supabaseUrl),
      supabaseAnonKey: stringOrNull(raw.supabaseAnonKey),
      backend: raw.backend === 'hosted' ? 'hosted' : 'embedded',
      demoAdmin: isDemoAdmin(raw.demoAdmin) ? raw.demoAdmin : null,
      mail: raw.mail === true,
    }
  } catch {
    console.error(`Ignoring malformed #${RUNTIME_ENV_ELEMENT_ID} runtime config`)
    return null
  }
}

function readBuildEnv(): RuntimeEnv {
  return {
    supabaseUrl: stringOrNull(import.meta.env.VITE_SUPABASE_URL),
    supabaseAnonKey: stringOrNull(import.meta.env.VITE_SUPABASE_ANON_KEY),
    backend: 'hosted',
    demoAdmin: null,
    mail: false,
  }
}

let serverEnv: RuntimeEnv | null = null

/** The server renderer's config (no document to read the tag from). */
export function setServerRuntimeEnv(env: RuntimeEnv): void {
  serverEnv = env
}

/** The runtime config: the injected tag when present, else the build-time `VITE_` variables. */
export function getRuntimeEnv(): RuntimeEnv {
  if (cached) return cached
  if (serverEnv && typeof document === 'undefined') return serverEnv
  const injected = readInjectedEnv()
  const env = injected ?? readBuildEnv()
  // Only cache in a browser: on a server each request may carry a different config.
  if (typeof document !== 'undefined') cached = env
  return env
}

/** Forgets the cached config (tests). */
export function resetRuntimeEnvCache(): void {
  cached = null
}
