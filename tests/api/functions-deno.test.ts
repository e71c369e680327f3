/**
 * The edge functions' Deno entries, as hosted Supabase runs them: `deno check` of
 * every `supabase/functions/<name>/index.ts` against supabase/functions/deno.json, then the
 * function tests (db-functions.test.ts) a second time with every call going through the
 * embedded backend's gateway to the entry served by `Deno.serve` under real Deno. A broken
 * import map or a Node-only API in a handler fails here.
 */
import { describe, expect, it } from 'vitest'

import { denoCheck, functionEntries } from '../support/deno-functions'

describe('the Deno entries', () => {
  it('type-check under deno check', () => {
    expect(functionEntries()).toEqual(expect.arrayContaining(['create-admin-user', 'manage-users']))
    const { code, output } = denoCheck()
    expect(output).not.toMatch(/error/i)
    expect(code).toBe(0)
  }, 180_000)
})

// The same tests as db-functions.test.ts, every invocation served by Deno.
process.env.FUNCTIONS_RUNTIME = 'deno'
await import('./db-functions.test')
