import enCommon from '@/locales/en/common.json'
import enPublic from '@/locales/en/public.json'
import enRegister from '@/locales/en/register.json'
import idCommon from '@/locales/id/common.json'
import idPublic from '@/locales/id/public.json'
import idRegister from '@/locales/id/register.json'

/**
 * The public site's strings in both languages, for the server renderer and tests (which need
 * them synchronously). The browser loads only its language's strings (`./i18n`), and the
 * register's (`public:register.*` but the qualifications, a file of their own) only on the register
 * pages that need them.
 */
export const publicResources = {
  id: {
    common: idCommon,
    public: { ...idPublic, register: { ...idPublic.register, ...idRegister } },
  },
  en: {
    common: enCommon,
    public: { ...enPublic, register: { ...enPublic.register, ...enRegister } },
  },
} as const
