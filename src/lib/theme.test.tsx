// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { THEME_STORAGE_KEY } from '@/config/constants'

import { ThemeProvider, useTheme } from './theme'

/** A controllable `prefers-color-scheme: dark` media query. */
function mockColorScheme(initiallyDark: boolean) {
  let dark = initiallyDark
  const listeners = new Set<(e: MediaQueryListEvent) => void>()
  const mql = {
    get matches() {
      return dark
    },
    media: '(prefers-color-scheme: dark)',
    onchange: null,
    addEventListener: (_: string, l: (e: MediaQueryListEvent) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (e: MediaQueryListEvent) => void) => listeners.delete(l),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => mql),
  )
  return {
    setDark(next: boolean) {
      dark = next
      act(() => listeners.forEach((l) => l({ matches: next } as MediaQueryListEvent)))
    },
    listenerCount: () => listeners.size,
  }
}

function Probe() {
  const { theme, resolvedTheme, setTheme } = useTheme()
  return (
    <div>
      <p>
        {theme}/{resolvedTheme}
      </p>
      <button type="button" onClick={() => setTheme('light')}>
        light
      </button>
      <button type="button" onClick={() => setTheme('dark')}>
        dark
      </button>
      <button type="button" onClick={() => setTheme('system')}>
        system
      </button>
    </div>
  )
}

const html = () => document.documentElement

describe('ThemeProvider', () => {
  beforeEach(() => {
    window.localStorage.clear()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('defaults to system and follows the OS setting', () => {
    mockColorScheme(true)
    render(<ThemeProvider children={<Probe />} />)
    expect(screen.getByText('system/dark')).toBeInTheDocument()
    expect(html()).toHaveClass('dark')
    expect(html().style.colorScheme).toBe('dark')
  })

  it('persists the choice under vite-ui-theme and toggles the dark class', async () => {
    mockColorScheme(false)
    const user = userEvent.setup()
    render(<ThemeProvider children={<Probe />} />)
    expect(html()).not.toHaveClass('dark')

    await user.click(screen.getByRole('button', { name: 'dark' }))
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    expect(screen.getByText('dark/dark')).toBeInTheDocument()
    expect(html()).toHaveClass('dark')

    await user.click(screen.getByRole('button', { name: 'light' }))
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light')
    expect(html()).not.toHaveClass('dark')
    expect(html().style.colorScheme).toBe('light')
  })

  it('restores a stored choice on the next visit', () => {
    mockColorScheme(false)
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark')
    render(<ThemeProvider children={<Probe />} />)
    expect(screen.getByText('dark/dark')).toBeInTheDocument()
    expect(html()).toHaveClass('dark')
  })

  it('ignores an invalid stored value', () => {
    mockColorScheme(false)
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple')
    render(<ThemeProvider children={<Probe />} />)
    expect(screen.getByText('system/light')).toBeInTheDocument()
  })

  it('in system mode follows a live prefers-color-scheme change', async () => {
    const scheme = mockColorScheme(false)
    const user = userEvent.setup()
    render(<ThemeProvider children={<Probe />} />)
    await user.click(screen.getByRole('button', { name: 'system' }))
    expect(html()).not.toHaveClass('dark')

    scheme.setDark(true)
    expect(screen.getByText('system/dark')).toBeInTheDocument()
    expect(html()).toHaveClass('dark')

    scheme.setDark(false)
    expect(screen.getByText('system/light')).toBeInTheDocument()
    expect(html()).not.toHaveClass('dark')
  })

  it('an explicit choice is not overridden by an OS change', () => {
    const scheme = mockColorScheme(false)
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light')
    render(<ThemeProvider children={<Probe />} />)
    scheme.setDark(true)
    expect(screen.getByText('light/light')).toBeInTheDocument()
    expect(html()).not.toHaveClass('dark')
  })

  it('stops listening to the OS setting when unmounted', () => {
    const scheme = mockColorScheme(false)
    const { unmount } = render(<ThemeProvider children={<Probe />} />)
    expect(scheme.listenerCount()).toBeGreaterThan(0)
    unmount()
    expect(scheme.listenerCount()).toBe(0)
  })
})
