import { useTranslation } from 'react-i18next'

import { getRuntimeEnv } from '@/lib/env'

import { nextSteps } from '../lib/next-steps'
import { LIMITS } from '../limits'
import type { Posted } from '../posted'
import { messageFields, senderFields } from './fields'
import { KindForm } from './kind-form'

/** The contact form (/profil/kontak), sent through `submit_contact`. */
export function ContactForm({ posted }: { posted?: Posted }) {
  const { t } = useTranslation('public')
  return (
    <KindForm
      posted={posted}
      kind="contact"
      fields={[
        ...senderFields(t, { phoneRequired: false, phoneWide: true }),
        ...messageFields(t, LIMITS.contactSubject.max, {
          name: 'message',
          label: t('forms.fields.message'),
          maxLength: LIMITS.message.max,
          rows: 6,
          hint: t('contact.messageHint'),
        }),
      ]}
      nextSteps={nextSteps('contact', t, getRuntimeEnv().mail)}
    />
  )
}
