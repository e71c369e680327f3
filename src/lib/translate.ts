import { useTranslation } from 'react-i18next'

import { FALLBACK_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '@/config/constants'

import { currentLanguage } from './i18n'

/**
 * The one translator of the app: picks the active language from a translatable jsonb value
 * (`{"id": "…", "en": "…"}`, DECISIONS 10), falling back to Indonesian when that language is
 * missing or blank (and to any language that has a text when Indonesian is blank too).
 * Tolerates anything the API may hand over (plain strings, null, odd shapes) and returns ''.
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
