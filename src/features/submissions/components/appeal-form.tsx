import { useTranslation } from 'react-i18next'
import { getRuntimeEnv } from '@/lib/env'
import { useSubmitMutation } from '../api/submit'
import { APPEAL_WINDOW_WORKING_DAYS, earliestAppealDecisionDate, jakartaToday } from '../lib/dates'
import { LIMITS } from '../limits'
import type { AppealValues } from '../schemas'
import { messageFields, senderFields } from './fields'
import { SubmissionForm } from './submission-form'

const loadAppealSchema = () => import('../schemas').then((m) => m.appealSchema)

/** The appeal form (/banding), sent through `submit_appeal`. */
export function AppealForm() {
  const { t } = useTranslation('public')
  const mutation = useSubmitMutation('appeal')
  const today = jakartaToday()
  return (
    <SubmissionForm
      id="appeal"
      title={t('appeal.formTitle')}
      loadSchema={loadAppealSchema}
      fields={[
        ...senderFields(t, { company: { required: true }, phoneRequired: true }),
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
        ...messageFields(t, LIMITS.subject.max, {
          name: 'description',
          label: t('appeal.descriptionLabel'),
          maxLength: LIMITS.description.max,
          rows: 8,
          hint: t('appeal.descriptionHint'),
        }),
      ]}
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
