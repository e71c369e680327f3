import { useTranslation } from 'react-i18next'

import { BilingualField } from '@/components/crud/bilingual-field'
import { MediaField, TextField } from '@/components/crud/form-fields'
import { ResourceSheet, useResourceForm } from '@/components/crud/resource-form'
import type { ResourceFormProps } from '@/components/crud/resource-screen'

import type { LegalityRow } from '../admin-schemas'
import { legalityResource } from '../legality-resource'

/** Create (row null, placed last) or edit a legality document in the side sheet. */
export function LegalityForm({ row, onClose, onReload }: ResourceFormProps<LegalityRow>) {
  const { t } = useTranslation('admin')
  const state = useResourceForm(legalityResource, { row, onSaved: onClose, onReload })
  const { field } = state
  return (
    <ResourceSheet state={state} onClose={onClose}>
      <BilingualField {...field('title')} maxLength={200} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('number')} maxLength={120} />
        <TextField {...field('issuer')} maxLength={200} />
        <TextField {...field('issued_at')} type="date" />
        <TextField
          {...field('valid_until')}
          description={t('legality.fields.validUntilHint')}
          type="date"
        />
      </div>
      <MediaField {...field('file_url', 'file')} kind="document" folder="legalitas" />
      <BilingualField {...field('description')} kind="textarea" required={false} maxLength={2000} />
    </ResourceSheet>
  )
}
