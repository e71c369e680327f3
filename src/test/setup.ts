import '@testing-library/jest-dom/vitest'

import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import WebSocket from 'ws'

// Tests run under Node unless their first line asks for jsdom. supabase-js opens its realtime
// client at creation and Node 20 has no WebSocket of its own.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

if (typeof window !== 'undefined') {
  afterEach(() => {
    cleanup()
    window.localStorage.clear()
    window.sessionStorage.clear()
    // Cookies too (the language detector caches the choice in one).
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim()
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
    }
    document.documentElement.className = ''
    document.documentElement.removeAttribute('style')
    document.documentElement.lang = 'id'
  })

  // jsdom does no layout, so no scrolling: a no-op rather than a "not implemented" error log.
  window.scrollTo = (() => {}) as typeof window.scrollTo

  // jsdom has no ResizeObserver (no layout either); Radix measures with it (switch, select).
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}
