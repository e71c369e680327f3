import { useTranslation } from 'react-i18next'

import { BilingualField } from '@/components/crud/bilingual-field'
import { ResourceSheet, useResourceForm } from '@/components/crud/resource-form'
import type { ResourceFormProps } from '@/components/crud/resource-screen'

import type { FlowStepRow } from '../admin-schemas'
import { flowStepsResource } from '../flow-steps-resource'

/** Create (row null, appended as step n + 1) or edit a certification step in the side sheet. */
export function FlowStepForm({ row, onClose, onReload }: ResourceFormProps<FlowStepRow>) {
  const { t } = useTranslation('admin')
  const state = useResourceForm(flowStepsResource, { row, onSaved: onClose, onReload })
  const { field } = state
  return (
    <ResourceSheet state={state} onClose={onClose}>
      <BilingualField {...field('title')} maxLength={160} />
      <BilingualField {...field('description')} kind="textarea" required={false} maxLength={2000} />
      <BilingualField
        {...field('duration_note')}
        description={t('flow.fields.durationHint')}
        required={false}
        maxLength={200}
      />
    </ResourceSheet>
  )
}
