import i18next, { type i18n as I18n } from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { initReactI18next } from 'react-i18next'
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  type Language,
} from '@/config/constants'
import enCommon from '@/locales/en/common.json'
import enPublic from '@/locales/en/public.json'
import idCommon from '@/locales/id/common.json'
import idPublic from '@/locales/id/public.json'

export const defaultNamespace = 'common'

/**
 * The public site's strings, bundled: no extra request before the first paint. The `admin`
 * namespace is added by the staff area's chunk (`./i18n-admin`), so the public bundle does not
 * carry the admin screens' strings.
 */
export const publicResources = {
  id: { common: idCommon, public: idPublic },
  en: { common: enCommon, public: enPublic },
} as const

/** Narrows any detected or stored code ('en-US', 'fr') to a supported language. */
export function toSupportedLanguage(code: string | null | undefined): Language {
  const base = code?.split('-')[0]?.toLowerCase()
  return SUPPORTED_LANGUAGES.find((l) => l === base) ?? FALLBACK_LANGUAGE
}

function syncDocumentLanguage(instance: I18n): void {
  if (typeof document === 'undefined') return
  document.documentElement.lang = toSupportedLanguage(
    instance.resolvedLanguage ?? instance.language,
  )
}

/** The language cookie: the detector caches the choice there too, so the server renders in it. */
export const LANGUAGE_COOKIE = 'i18next'

/**
 * Creates and initialises an i18next instance (synchronously: resources are bundled).
 * Detection order: `?lng=`, cookie, localStorage, sessionStorage, browser, `<html lang>`;
 * the choice is cached in localStorage and a cookie (read by the server renderer).
 * `<html lang>` follows every language change. With `language` (the server renderer, which
 * detects from the request itself) there is no detection.
 */
export function createI18n(language?: Language): I18n {
  const instance = i18next.createInstance()
  instance.on('languageChanged', () => syncDocumentLanguage(instance))
  if (!language) instance.use(LanguageDetector)
  void instance
    .use(initReactI18next)
    .init({
      lng: language,
      resources: publicResources,
      ns: ['common', 'public'],
      defaultNS: defaultNamespace,
      supportedLngs: SUPPORTED_LANGUAGES,
      fallbackLng: FALLBACK_LANGUAGE,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      initAsync: false,
      interpolation: { escapeValue: false },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: LANGUAGE_QUERY_PARAM,
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage', 'cookie'],
        lookupCookie: LANGUAGE_COOKIE,
        cookieMinutes: 60 * 24 * 365,
        cookieOptions: { path: '/', sameSite: 'lax' },
        convertDetectedLanguage: (lng: string) => lng.split('-')[0]?.toLowerCase() ?? lng,
      },
    })
  return instance
}

let appInstance: I18n | null = null

/** The app's i18next instance, created on first use. */
export function getI18n(): I18n {
  appInstance ??= createI18n()
  return appInstance
}

/** The active language of an instance, always one of the supported ones. */
export function currentLanguage(instance: I18n): Language {
  return toSupportedLanguage(instance.resolvedLanguage ?? instance.language)
}
