import { useTranslation } from 'react-i18next'
import { getRuntimeEnv } from '@/lib/env'
import { useSubmitComplaintMutation } from '../api/submit-complaint'
import { LIMITS } from '../limits'
import type { ComplaintValues } from '../schemas'
import { SubmissionForm, type FieldSpec } from './submission-form'

const loadComplaintSchema = () => import('../schemas').then((m) => m.complaintSchema)

/** The complaint form (/keluhan), sent through `submit_complaint`. */
export function ComplaintForm() {
  const { t } = useTranslation('public')
  const mutation = useSubmitComplaintMutation()
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
      name: 'company_name',
      label: t('forms.fields.companyName'),
      kind: 'text',
      required: false,
      maxLength: LIMITS.company_name.max,
      autoComplete: 'organization',
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
      required: true,
      maxLength: LIMITS.phone.max,
      autoComplete: 'tel',
      hint: t('forms.hints.phone'),
    },
    {
      name: 'certificate_number',
      label: t('forms.fields.certificateNumber'),
      kind: 'text',
      required: false,
      maxLength: LIMITS.certificate_number.max,
      hint: t('forms.hints.certificateNumber'),
      wide: true,
    },
    {
      name: 'subject',
      label: t('forms.fields.subject'),
      kind: 'text',
      required: true,
      maxLength: LIMITS.subject.max,
      counter: true,
      wide: true,
    },
    {
      name: 'description',
      label: t('complaint.descriptionLabel'),
      kind: 'textarea',
      required: true,
      maxLength: LIMITS.description.max,
      counter: true,
      wide: true,
      rows: 8,
      hint: t('complaint.descriptionHint'),
    },
  ]
  return (
    <SubmissionForm
      id="complaint"
      title={t('complaint.formTitle')}
      loadSchema={loadComplaintSchema}
      fields={fields}
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
