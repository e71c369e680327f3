// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

import { resetRuntimeEnvCache, RUNTIME_ENV_ELEMENT_ID } from './env'

function inject(env: object) {
  const el = document.createElement('script')
  el.id = RUNTIME_ENV_ELEMENT_ID
  el.type = 'application/json'
  el.textContent = JSON.stringify(env)
  document.head.append(el)
}

describe('supabase client', () => {
  afterEach(() => {
    document.getElementById(RUNTIME_ENV_ELEMENT_ID)?.remove()
    resetRuntimeEnvCache()
    vi.resetModules()
  })

  it('a null URL means the page origin', async () => {
    const { resolveSupabaseUrl } = await import('./supabase')
    expect(resolveSupabaseUrl(null)).toBe(window.location.origin)
    expect(resolveSupabaseUrl('https://abc.supabase.co')).toBe('https://abc.supabase.co')
  })

  it('refuses to start without a key, and importing it alone touches nothing', async () => {
    const { getSupabase } = await import('./supabase')
    expect(() => getSupabase()).toThrow(/not configured/)
  })

  it('is created once, on first use, from the injected runtime config', async () => {
    inject({ supabaseUrl: null, supabaseAnonKey: 'anon-key', backend: 'embedded', demoAdmin: null })
    const { getSupabase, supabase } = await import('./supabase')
    const client = getSupabase()
    expect(getSupabase()).toBe(client)
    expect(typeof supabase.from).toBe('function')
    expect(supabase.auth).toBe(client.auth)
  })
})
