import { useTranslation } from 'react-i18next'

import { BilingualField } from '@/components/crud/bilingual-field'
import { TextField } from '@/components/crud/form-fields'
import { ResourceSheet, useResourceForm } from '@/components/crud/resource-form'
import type { ResourceFormProps } from '@/components/crud/resource-screen'

import type { HolidayRow } from '../admin-schemas'
import { holidaysResource } from '../holidays-resource'

/** Add or edit a holiday in the side sheet; a date already listed is refused on its field. */
export function HolidayForm({ row, onClose, onReload }: ResourceFormProps<HolidayRow>) {
  const { t } = useTranslation('admin')
  const state = useResourceForm(holidaysResource, { row, onSaved: onClose, onReload })
  const { field } = state
  return (
    <ResourceSheet state={state} onClose={onClose}>
      <TextField {...field('date')} type="date" required description={t('holidays.dateHint')} />
      <BilingualField {...field('name')} maxLength={200} />
    </ResourceSheet>
  )
}
