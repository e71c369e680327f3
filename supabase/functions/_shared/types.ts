/** What every function handler receives besides the request: the project's URL and keys. */
export interface FunctionEnv {
  SUPABASE_URL: string
  SUPABASE_ANON_KEY: string
  SUPABASE_SERVICE_ROLE_KEY: string
  /** The site's register signing key (register-checkpoint only; a function secret when hosted). */
  REGISTER_SIGNING_KEY?: string
  /** When set, first-time setup requires this token (a fresh public server's first visitor). */
  SETUP_TOKEN?: string
}

export type StaffRole = 'admin' | 'editor' | 'viewer'

export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'editor', 'viewer']

/** The error body every function answers with: a message for people, a code for the UI. */
export interface FunctionError {
  error: string
  code?: string
  field?: string
}
