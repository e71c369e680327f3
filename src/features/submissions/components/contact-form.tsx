import { useTranslation } from 'react-i18next'
import { useSubmitMutation } from '../api/submit'
import { LIMITS } from '../limits'
import type { ContactValues } from '../schemas'
import { messageFields, senderFields } from './fields'
import { SubmissionForm } from './submission-form'

const loadContactSchema = () => import('../schemas').then((m) => m.contactSchema)

/** The contact form (/profil/kontak), sent through `submit_contact`. */
export function ContactForm() {
  const { t } = useTranslation('public')
  const mutation = useSubmitMutation('contact')
  return (
    <SubmissionForm
      id="contact"
      title={t('contact.formTitle')}
      loadSchema={loadContactSchema}
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
      submitLabel={t('contact.submit')}
      submit={(values) => mutation.mutateAsync(values as ContactValues)}
      successTitle={t('contact.successTitle')}
      nextSteps={[t('contact.next1'), t('contact.next2')]}
    />
  )
}
