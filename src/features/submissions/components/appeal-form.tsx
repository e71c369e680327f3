import { useTranslation } from 'react-i18next'
import { getRuntimeEnv } from '@/lib/env'
import { useSubmitAppealMutation } from '../api/submit-appeal'
import { APPEAL_WINDOW_WORKING_DAYS, earliestAppealDecisionDate, jakartaToday } from '../lib/dates'
import { LIMITS } from '../limits'
import type { AppealValues } from '../schemas'
import { SubmissionForm, type FieldSpec } from './submission-form'

const loadAppealSchema = () => import('../schemas').then((m) => m.appealSchema)

/** The appeal form (/banding), sent through `submit_appeal`. */
export function AppealForm() {
  const { t } = useTranslation('public')
  const mutation = useSubmitAppealMutation()
  const today = jakartaToday()
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
      required: true,
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
      label: t('appeal.certificateLabel'),
      kind: 'text',
      required: false,
      maxLength: LIMITS.certificate_number.max,
    },
    {
      name: 'decision_date',
      label: t('forms.fields.decisionDate'),
      kind: 'date',
      required: true,
      maxLength: 10,
      min: earliestAppealDecisionDate(today),
      max: today,
      hint: t('appeal.decisionDateHint', { count: APPEAL_WINDOW_WORKING_DAYS }),
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
      label: t('appeal.descriptionLabel'),
      kind: 'textarea',
      required: true,
      maxLength: LIMITS.description.max,
      counter: true,
      wide: true,
      rows: 8,
      hint: t('appeal.descriptionHint'),
    },
  ]
  return (
    <SubmissionForm
      id="appeal"
      title={t('appeal.formTitle')}
      loadSchema={loadAppealSchema}
      fields={fields}
      submitLabel={t('appeal.submit')}
      submit={(values) => mutation.mutateAsync(values as AppealValues)}
      successTitle={t('appeal.successTitle')}
      nextSteps={[
        t('appeal.next1'),
        t('appeal.next2'),
        getRuntimeEnv().mail ? t('appeal.next3Mail') : t('appeal.next3NoMail'),
      ]}
    />
  )
}
