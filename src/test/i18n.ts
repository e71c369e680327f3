import { createI18n } from '@/lib/i18n'
import { publicResources } from '@/lib/i18n-resources'

/** An i18next instance with both languages' public strings, ready at once (no loading). */
export function createTestI18n(options: { language?: 'id' | 'en' } = {}) {
  return createI18n({ ...options, resources: publicResources })
}
