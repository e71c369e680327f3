import 'i18next'

import type admin from '@/locales/id/admin.json'
import type common from '@/locales/id/common.json'
import type publicNs from '@/locales/id/public.json'
import type register from '@/locales/id/register.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      common: typeof common
      public: typeof publicNs & { register: typeof register }
      admin: typeof admin
    }
  }
}
