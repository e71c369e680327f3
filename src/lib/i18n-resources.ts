import enCommon from '@/locales/en/common.json'
import enPublic from '@/locales/en/public.json'
import idCommon from '@/locales/id/common.json'
import idPublic from '@/locales/id/public.json'

/**
 * The public site's strings in both languages, for the server renderer and tests (which need
 * them synchronously). The browser loads only its language's strings (`./i18n`).
 */
export const publicResources = {
  id: { common: idCommon, public: idPublic },
  en: { common: enCommon, public: enPublic },
} as const
