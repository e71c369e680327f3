// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'

import { hasStoredSession } from './stored-session'

describe('hasStoredSession', () => {
  afterEach(() => localStorage.clear())

  it('is false without a stored supabase-js session', () => {
    localStorage.setItem('vite-ui-theme', 'dark')
    expect(hasStoredSession()).toBe(false)
  })

  it('is true once supabase-js has stored a session for any project', () => {
    localStorage.setItem('sb-127-auth-token', '{"access_token":"x"}')
    expect(hasStoredSession()).toBe(true)
  })
})
