import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { initReactI18next } from 'react-i18next'

import {
  FALLBACK_LANGUAGE,
  type Language,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
} from '@/config/constants'

import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MINUTES, storeLanguage } from './language-choice'

export const defaultNamespace = 'common'

/**
 * The public strings, one chunk per language: a visitor downloads only the language shown
 * (a language switch loads the other first). The `admin` namespace is added by the staff
 * area's chunk (`./i18n-admin`). The server renderer and tests pass `publicResources`
 * (`./i18n-resources`) instead.
 */
const localeLoaders: Record<Language, () => Promise<Record<string, unknown>>> = {
  id: () => import('@/locales/id/strings'),
  en: () => import('@/locales/en/strings'),
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = localeLoaders[language as Language] as (typeof localeLoaders)[Language] | undefined
    if (!load) return callback(new Error(`No strings for language ${language}`), false)
    load().then(
      (strings) => {
        const bundle = strings[namespace]
        if (bundle) callback(null, bundle as Resource)
        else callback(new Error(`No ${namespace} strings for language ${language}`), false)
      },
      // `true`: i18next retries (`maxRetries`, after 350 ms, then 700 ms).
      (error: unknown) => callback(error as Error, true),
    )
  },
}

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

/**
 * Shows a server-rendered page in another language (docs/decisions/010): the choice is stored,
 * then the page loads again, without a `?lng=` that would override it.
 */
export function reloadInLanguage(language: Language): void {
  storeLanguage(language)
  const url = new URL(window.location.href)
  url.searchParams.delete(LANGUAGE_QUERY_PARAM)
  window.location.replace(url)
}

export interface I18nOptions {
  /** A fixed language (the server renderer, which detects from the request itself). */
  language?: Language
  /** Strings given up front (server, tests): initialised synchronously, nothing loaded. */
  resources?: Resource
}

const ready = new WeakMap<I18n, Promise<unknown>>()

/**
 * Creates and initialises an i18next instance. Detection order: `?lng=`, cookie,
 * localStorage, sessionStorage, browser, `<html lang>`; the choice is cached in localStorage
 * and a cookie (read by the server renderer). `<html lang>` follows every language change.
 * Without `resources`, the language's strings are loaded: await `i18nReady` before rendering.
 */
export function createI18n({ language, resources }: I18nOptions = {}): I18n {
  const instance = i18next.createInstance()
  instance.on('languageChanged', () => syncDocumentLanguage(instance))
  if (!language) instance.use(LanguageDetector)
  if (!resources) instance.use(lazyLocales)
  const init = instance.use(initReactI18next).init({
    lng: language,
    resources,
    ns: ['common', 'public'],
    defaultNS: defaultNamespace,
    supportedLngs: SUPPORTED_LANGUAGES,
    // The fallback is Indonesian, except for English, whose strings are complete
    // (src/locales/locales.test.ts), so an English visit never loads the Indonesian strings.
    fallbackLng: (code: string) => (code === 'en' ? [] : [FALLBACK_LANGUAGE]),
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    initAsync: !resources,
    maxRetries: 2,
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: LANGUAGE_QUERY_PARAM,
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage', 'cookie'],
      lookupCookie: LANGUAGE_COOKIE,
      cookieMinutes: LANGUAGE_COOKIE_MINUTES,
      cookieOptions: { path: '/', sameSite: 'lax' },
      convertDetectedLanguage: (lng: string) => lng.split('-')[0]?.toLowerCase() ?? lng,
    },
  })
  ready.set(instance, init)
  return instance
}

/**
 * Resolves once the instance has tried to get its language's strings (at once with given
 * `resources`): true when it has them, false when they could not be loaded.
 */
export async function i18nReady(instance: I18n): Promise<boolean> {
  await ready.get(instance)
  const language = currentLanguage(instance)
  return (
    instance.hasResourceBundle(language, 'common') && instance.hasResourceBundle(language, 'public')
  )
}

const registerLoaders: Record<Language, () => Promise<{ register: Record<string, unknown> }>> = {
  id: () => import('@/locales/id/register-strings'),
  en: () => import('@/locales/en/register-strings'),
}

/**
 * Adds the register's strings (`public:register.*`) in the instance's language: a chunk of their
 * own, since only the register pages' islands use them in the browser (half the public strings).
 * False when they could not be loaded.
 */
export async function loadRegisterStrings(instance: I18n): Promise<boolean> {
  const language = currentLanguage(instance)
  if (instance.getResource(language, 'public', 'register.verify')) return true
  try {
    const { register } = await registerLoaders[language]()
    instance.addResourceBundle(language, 'public', { register }, true, true)
    return true
  } catch (error) {
    console.error('The register strings could not be loaded:', error)
    return false
  }
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
