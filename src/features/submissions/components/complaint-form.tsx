import { useTranslation } from 'react-i18next'

import { getRuntimeEnv } from '@/lib/env'

import { nextSteps } from '../lib/next-steps'
import { LIMITS } from '../limits'
import type { Posted } from '../posted'
import { certificateField, messageFields, senderFields } from './fields'
import { KindForm } from './kind-form'

/** The complaint form (/keluhan), sent through `submit_complaint`. */
export function ComplaintForm({ posted }: { posted?: Posted }) {
  const { t } = useTranslation('public')
  return (
    <KindForm
      posted={posted}
      attachments
      kind="complaint"
      fields={[
        ...senderFields(t, { company: { required: false }, phoneRequired: true }),
        certificateField(t('forms.fields.certificateNumber'), {
          hint: t('forms.hints.certificateNumber'),
          wide: true,
        }),
        ...messageFields(t, LIMITS.subject.max, {
          name: 'description',
          label: t('complaint.descriptionLabel'),
          maxLength: LIMITS.description.max,
          rows: 8,
          hint: t('complaint.descriptionHint'),
        }),
      ]}
      nextSteps={nextSteps('complaint', t, getRuntimeEnv().mail)}
    />
  )
}
