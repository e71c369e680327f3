import { useTranslation } from 'react-i18next'

import { FALLBACK_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '@/config/constants'

import { currentLanguage } from './i18n'

/**
 * The one translator of the app: picks the active language from a translatable jsonb value
 * (`{"id": "…", "en": "…"}`, docs/product.md#translatable-content), falling back to Indonesian when
 * that language is missing or blank (and to any language that has a text when Indonesian is blank
 * too). Tolerates anything the API may hand over (plain strings, null, odd shapes) and returns ''.
 */
export function translate(value: unknown, language: Language): string {
  if (typeof value === 'string') return value
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return ''
  const record = value as Record<string, unknown>
  const text = (lang: string) => {
    const candidate = record[lang]
    return typeof candidate === 'string' && candidate.trim() !== '' ? candidate : ''
  }
  return (
    text(language) || text(FALLBACK_LANGUAGE) || SUPPORTED_LANGUAGES.map(text).find(Boolean) || ''
  )
}

/** `translate` bound to the active UI language; re-renders when the language changes. */
export function useTranslate(): (value: unknown) => string {
  const { i18n } = useTranslation()
  const language = currentLanguage(i18n)
  return (value: unknown) => translate(value, language)
}

/**
 * `value` with every translatable text in it (an object whose keys are languages and whose
 * values are strings) reduced to what `translate` shows in `language`. The data a
 * server-rendered page hands its islands goes through this: such a page changes language by
 * loading again (LanguageSwitcher), so the other language's texts would only make its first
 * response longer. An object with only `id` stays as it is: that may be a row's key as well as
 * the Indonesian text, and either way it holds one value.
 */
export function inLanguage<T>(value: T, language: Language): T {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item: unknown) => inLanguage(item, language)) as T
  const entries = Object.entries(value)
  const translatable =
    entries.some(([key]) => key !== 'id') &&
    entries.every(
      ([key, text]) =>
        (SUPPORTED_LANGUAGES as readonly string[]).includes(key) && typeof text === 'string',
    )
  if (translatable) return { [language]: translate(value, language) } as T
  return Object.fromEntries(entries.map(([key, item]) => [key, inLanguage(item, language)])) as T
}

/**
 * Whether `translate(value, language)` shows another language's text: the English page falls
 * back to Indonesian where an item has no English yet (the page says so, FallbackNote).
 */
export function isFallback(value: unknown, language: Language): boolean {
  if (language === FALLBACK_LANGUAGE) return false
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const own = (value as Record<string, unknown>)[language]
  return !(typeof own === 'string' && own.trim() !== '') && translate(value, language) !== ''
}
