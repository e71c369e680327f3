// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'

import { getRuntimeEnv, resetRuntimeEnvCache, RUNTIME_ENV_ELEMENT_ID } from './env'

function inject(json: string) {
  const el = document.createElement('script')
  el.id = RUNTIME_ENV_ELEMENT_ID
  el.type = 'application/json'
  el.textContent = json
  document.head.append(el)
}

describe('getRuntimeEnv', () => {
  afterEach(() => {
    document.getElementById(RUNTIME_ENV_ELEMENT_ID)?.remove()
    resetRuntimeEnvCache()
  })

  it('reads the config the embedded backend injects', () => {
    inject(
      JSON.stringify({
        supabaseUrl: null,
        supabaseAnonKey: 'anon.jwt',
        backend: 'embedded',
        demoAdmin: { email: 'admin@example.test', password: 'secret-pass' },
        mail: true,
      }),
    )
    expect(getRuntimeEnv()).toEqual({
      supabaseUrl: null,
      supabaseAnonKey: 'anon.jwt',
      backend: 'embedded',
      demoAdmin: { email: 'admin@example.test', password: 'secret-pass' },
      mail: true,
    })
  })

  it('falls back to the build variables as a hosted backend without demo credentials', () => {
    const env = getRuntimeEnv()
    expect(env.backend).toBe('hosted')
    expect(env.demoAdmin).toBeNull()
    expect(env.mail).toBe(false)
  })

  it('ignores a malformed tag', () => {
    inject('{not json')
    const original = console.error
    console.error = () => {}
    try {
      expect(getRuntimeEnv().backend).toBe('hosted')
    } finally {
      console.error = original
    }
  })
})
