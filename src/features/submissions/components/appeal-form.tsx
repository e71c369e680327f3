import { useTranslation } from 'react-i18next'

import { getRuntimeEnv } from '@/lib/env'

import { APPEAL_WINDOW_WORKING_DAYS, earliestAppealDecisionDate, jakartaToday } from '../lib/dates'
import { nextSteps } from '../lib/next-steps'
import { LIMITS } from '../limits'
import type { Posted } from '../posted'
import { certificateField, messageFields, senderFields } from './fields'
import { KindForm } from './kind-form'

/** The appeal form (/banding), sent through `submit_appeal`. */
export function AppealForm({ posted }: { posted?: Posted }) {
  const { t } = useTranslation('public')
  const today = jakartaToday()
  return (
    <KindForm
      posted={posted}
      attachments
      kind="appeal"
      fields={[
        ...senderFields(t, { company: { required: true }, phoneRequired: true }),
        certificateField(t('appeal.certificateLabel')),
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
      nextSteps={nextSteps('appeal', t, getRuntimeEnv().mail)}
    />
  )
}
