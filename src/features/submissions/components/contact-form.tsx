import { useTranslation } from 'react-i18next'
import { useSubmitContactMutation } from '../api/submit-contact'
import { LIMITS } from '../limits'
import type { ContactValues } from '../schemas'
import { SubmissionForm, type FieldSpec } from './submission-form'

const loadContactSchema = () => import('../schemas').then((m) => m.contactSchema)

/** The contact form (/profil/kontak), sent through `submit_contact`. */
export function ContactForm() {
  const { t } = useTranslation('public')
  const mutation = useSubmitContactMutation()
  const fields: FieldSpec[] = [
    {
      name: 'name',
      label: t('forms.fields.name'),
      kind: 'text',
      required: true,
      maxLength: LIMITS.name.max,
      autoComplete: 'name',
    },
    {
      name: 'email',
      label: t('forms.fields.email'),
      kind: 'email',
      required: true,
      maxLength: LIMITS.email.max,
      autoComplete: 'email',
      hint: t('forms.hints.email'),
    },
    {
      name: 'phone',
      label: t('forms.fields.phone'),
      kind: 'tel',
      required: false,
      maxLength: LIMITS.phone.max,
      autoComplete: 'tel',
      hint: t('forms.hints.phone'),
      wide: true,
    },
    {
      name: 'subject',
      label: t('forms.fields.subject'),
      kind: 'text',
      required: true,
      maxLength: LIMITS.contactSubject.max,
      counter: true,
      wide: true,
    },
    {
      name: 'message',
      label: t('forms.fields.message'),
      kind: 'textarea',
      required: true,
      maxLength: LIMITS.message.max,
      counter: true,
      wide: true,
      rows: 6,
      hint: t('contact.messageHint'),
    },
  ]
  return (
    <SubmissionForm
      id="contact"
      title={t('contact.formTitle')}
      loadSchema={loadContactSchema}
      fields={fields}
      submitLabel={t('contact.submit')}
      submit={(values) => mutation.mutateAsync(values as ContactValues)}
      successTitle={t('contact.successTitle')}
      nextSteps={[t('contact.next1'), t('contact.next2')]}
    />
  )
}
