import { type Language, LANGUAGE_STORAGE_KEY } from '@/config/constants'

/** The language cookie: the detector caches the choice there too, so the server renders in it. */
export const LANGUAGE_COOKIE = 'i18next'
export const LANGUAGE_COOKIE_MINUTES = 60 * 24 * 365

/**
 * Keeps a language as the visitor's choice where the detector caches it (localStorage, and the
 * cookie the server renders by). A server-rendered page stores its own language as it starts
 * (src/main.tsx), as the detector did when it ran: a page opened with `?lng=en` makes the next
 * ones English.
 */
export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // blocked storage: the cookie carries the choice
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language};path=/;max-age=${LANGUAGE_COOKIE_MINUTES * 60};samesite=lax`
}
