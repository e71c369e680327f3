import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
} from 'react'

import { DEFAULT_THEME, type Theme } from '@/config/constants'

import {
  applyTheme,
  readStoredTheme,
  type ResolvedTheme,
  resolveTheme,
  subscribeStoredTheme,
  subscribeSystemTheme,
  systemPrefersDark,
  writeStoredTheme,
} from './theme-store'

export interface ThemeContextValue {
  /** The visitor's choice: light, dark or system. */
  theme: Theme
  /** What is shown: the choice, with `system` resolved through `prefers-color-scheme`. */
  resolvedTheme: ResolvedTheme
  setTheme: (theme: Theme) => void
}

const ThemeContext = createContext<ThemeContextValue | null>(null)

const serverTheme = (): Theme => DEFAULT_THEME
const serverPrefersDark = () => false

/**
 * Light, dark or system theme, stored in localStorage under `vite-ui-theme` (default system).
 * `system` follows the OS setting live. index.html applies the stored theme before first paint.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribeStoredTheme, readStoredTheme, serverTheme)
  const prefersDark = useSyncExternalStore(
    subscribeSystemTheme,
    systemPrefersDark,
    serverPrefersDark,
  )
  const resolvedTheme = resolveTheme(theme, prefersDark)

  useLayoutEffect(() => {
    applyTheme(resolvedTheme)
  }, [resolvedTheme])

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, resolvedTheme, setTheme: writeStoredTheme }),
    [theme, resolvedTheme],
  )
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
}

/** The current theme and a setter; must be used inside `ThemeProvider`. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext)
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>')
  return value
}
