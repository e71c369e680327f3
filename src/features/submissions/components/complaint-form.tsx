import { useTranslation } from 'react-i18next'
import { getRuntimeEnv } from '@/lib/env'
import { useSubmitMutation } from '../api/submit'
import { LIMITS } from '../limits'
import type { ComplaintValues } from '../schemas'
import { messageFields, senderFields } from './fields'
import { SubmissionForm } from './submission-form'

const loadComplaintSchema = () => import('../schemas').then((m) => m.complaintSchema)

/** The complaint form (/keluhan), sent through `submit_complaint`. */
export function ComplaintForm() {
  const { t } = useTranslation('public')
  const mutation = useSubmitMutation('complaint')
  return (
    <SubmissionForm
      id="complaint"
      title={t('complaint.formTitle')}
      loadSchema={loadComplaintSchema}
      fields={[
        ...senderFields(t, { company: { required: false }, phoneRequired: true }),
        {
          name: 'certificate_number',
          label: t('forms.fields.certificateNumber'),
          kind: 'text',
          required: false,
          maxLength: LIMITS.certificate_number.max,
          hint: t('forms.hints.certificateNumber'),
          wide: true,
        },
        ...messageFields(t, LIMITS.subject.max, {
          name: 'description',
          label: t('complaint.descriptionLabel'),
          maxLength: LIMITS.description.max,
          rows: 8,
          hint: t('complaint.descriptionHint'),
        }),
      ]}
      submitLabel={t('complaint.submit')}
      submit={(values) => mutation.mutateAsync(values as ComplaintValues)}
      successTitle={t('complaint.successTitle')}
      nextSteps={[
        t('complaint.next1'),
        getRuntimeEnv().mail ? t('complaint.next2Mail') : t('complaint.next2NoMail'),
        t('complaint.next3'),
      ]}
    />
  )
}
