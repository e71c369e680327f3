import type { i18n as I18n } from 'i18next'

import enAdmin from '@/locales/en/admin.json'
import idAdmin from '@/locales/id/admin.json'

import { publicResources } from './i18n-resources'

/** Every UI string, public and admin (the locale parity test and admin-side messages use it). */
export const resources = {
  id: { ...publicResources.id, admin: idAdmin },
  en: { ...publicResources.en, admin: enAdmin },
} as const

/** Adds the `admin` namespace to an i18next instance (once; the staff area's chunk calls it). */
export function addAdminResources(instance: I18n): I18n {
  if (!instance.hasResourceBundle('id', 'admin')) {
    instance.addResourceBundle('id', 'admin', idAdmin)
    instance.addResourceBundle('en', 'admin', enAdmin)
  }
  return instance
}
