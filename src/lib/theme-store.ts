import { DEFAULT_THEME, type Theme, THEME_STORAGE_KEY, THEMES } from '@/config/constants'

export type ResolvedTheme = 'light' | 'dark'

const DARK_QUERY = '(prefers-color-scheme: dark)'
const listeners = new Set<() => void>()

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value)
}

/** The stored choice, or the default when nothing (valid) is stored or storage is blocked. */
export function readStoredTheme(): Theme {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY)
    return isTheme(value) ? value : DEFAULT_THEME
  } catch {
    return DEFAULT_THEME
  }
}

/** Persists the choice and notifies every subscriber in this tab. */
export function writeStoredTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // Private mode or blocked storage: the choice still applies for this page view.
  }
  listeners.forEach((notify) => notify())
}

/** Subscribes to theme changes from this tab and from other tabs (storage events). */
export function subscribeStoredTheme(notify: () => void): () => void {
  listeners.add(notify)
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) notify()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(notify)
    window.removeEventListener('storage', onStorage)
  }
}

function darkQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null
}

export function systemPrefersDark(): boolean {
  return darkQuery()?.matches ?? false
}

/** Subscribes to live changes of the OS colour scheme. */
export function subscribeSystemTheme(notify: () => void): () => void {
  const query = darkQuery()
  query?.addEventListener('change', notify)
  return () => query?.removeEventListener('change', notify)
}

export function resolveTheme(theme: Theme, prefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return prefersDark ? 'dark' : 'light'
  return theme
}

/** Puts the resolved theme on `<html>`: the `dark` class for Tailwind and `color-scheme`. */
export function applyTheme(resolved: ResolvedTheme): void {
  const root = document.documentElement
  root.classList.toggle('dark', resolved === 'dark')
  root.style.colorScheme = resolved
}
