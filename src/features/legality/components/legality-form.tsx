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
  const { form } = state
  return (
    <ResourceSheet state={state} onClose={onClose}>
      <BilingualField
        control={form.control}
        name="title"
        label={t('legality.fields.title')}
        maxLength={200}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="number" label={t('legality.fields.number')} maxLength={120} />
        <TextField form={form} name="issuer" label={t('legality.fields.issuer')} maxLength={200} />
        <TextField form={form} name="issued_at" label={t('legality.fields.issuedAt')} type="date" />
        <TextField
          form={form}
          name="valid_until"
          label={t('legality.fields.validUntil')}
          description={t('legality.fields.validUntilHint')}
          type="date"
        />
      </div>
      <MediaField
        control={form.control}
        name="file_url"
        kind="document"
        folder="legalitas"
        label={t('legality.fields.file')}
      />
      <BilingualField
        control={form.control}
        name="description"
        label={t('legality.fields.description')}
        kind="textarea"
        required={false}
        maxLength={2000}
      />
    </ResourceSheet>
  )
}
