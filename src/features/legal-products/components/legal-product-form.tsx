import { useTranslation } from 'react-i18next'

import { BilingualField } from '@/components/crud/bilingual-field'
import { MediaField, SelectField, TextField } from '@/components/crud/form-fields'
import { ResourceSheet, useResourceForm } from '@/components/crud/resource-form'
import type { ResourceFormProps } from '@/components/crud/resource-screen'

import { LEGAL_CATEGORIES, type LegalProductRow } from '../admin-schemas'
import { legalProductsResource } from '../legal-products-resource'

/** Create (row null) or edit a legal product in the side sheet. */
export function LegalProductForm({ row, onClose, onReload }: ResourceFormProps<LegalProductRow>) {
  const { t } = useTranslation('admin')
  const state = useResourceForm(legalProductsResource, { row, onSaved: onClose, onReload })
  const { field } = state
  return (
    <ResourceSheet state={state} onClose={onClose}>
      <BilingualField {...field('title')} kind="textarea" maxLength={300} />
      <SelectField
        {...field('category')}
        required
        options={LEGAL_CATEGORIES.map((c) => ({
          value: c,
          label: t(`legalProducts.categories.${c}`),
        }))}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('number')} maxLength={80} />
        <TextField {...field('year')} inputMode="numeric" maxLength={4} />
      </div>
      <BilingualField {...field('summary')} kind="textarea" required={false} maxLength={2000} />
      <MediaField {...field('file_url', 'file')} kind="pdf" folder="legal-products" />
    </ResourceSheet>
  )
}
