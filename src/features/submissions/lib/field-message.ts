import type { TFunction } from 'i18next'

import type { Language } from '@/config/constants'

/**
 * Form error messages travel through react-hook-form as strings. Two kinds:
 * - client rules: `i18n:<key>` plus optional JSON interpolation values;
 * - server answers: `server:` plus JSON `{id, en}` (the database's Indonesian message and its
 *   English `details`), so the message follows a later language switch.
 */
const I18N = 'i18n:'
const SERVER = 'server:'

export function i18nMessage(key: string, values?: Record<string, string | number>): string {
  return `${I18N}${key}${values ? `|${JSON.stringify(values)}` : ''}`
}

export function serverMessage(id: string, en: string | null | undefined): string {
  return `${SERVER}${JSON.stringify({ id, en: en || id })}`
}

/** The text to show for a stored message in the active language. */
export function resolveFieldMessage(
  message: string | undefined,
  t: TFunction<'public'>,
  language: Language,
): string | undefined {
  if (!message) return undefined
  if (message.startsWith(I18N)) {
    const rest = message.slice(I18N.length)
    const bar = rest.indexOf('|')
    const key = bar === -1 ? rest : rest.slice(0, bar)
    const values = bar === -1 ? {} : (JSON.parse(rest.slice(bar + 1)) as Record<string, unknown>)
    // The key comes from our own schemas; i18next's typed keys cannot follow a runtime string.
    return (t as unknown as (k: string, v: Record<string, unknown>) => string)(key, values)
  }
  if (message.startsWith(SERVER)) {
    try {
      const parsed = JSON.parse(message.slice(SERVER.length)) as { id: string; en: string }
      return language === 'en' ? parsed.en : parsed.id
    } catch {
      return message
    }
  }
  return message
}
