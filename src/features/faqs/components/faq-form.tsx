import { useTranslation } from 'react-i18next'

import { BilingualField } from '@/components/crud/bilingual-field'
import { PublishField, SelectField } from '@/components/crud/form-fields'
import { ResourceSheet, useResourceForm } from '@/components/crud/resource-form'
import type { ResourceFormProps } from '@/components/crud/resource-screen'

import { FAQ_CATEGORIES, type FaqRow } from '../admin-schemas'
import { faqsResource } from '../faqs-resource'

/** Create (row null, placed last) or edit a FAQ in the side sheet. */
export function FaqForm({ row, onClose, onReload }: ResourceFormProps<FaqRow>) {
  const { t } = useTranslation('admin')
  const state = useResourceForm(faqsResource, { row, onSaved: onClose, onReload })
  const { field } = state
  return (
    <ResourceSheet state={state} onClose={onClose}>
      <BilingualField {...field('question')} maxLength={300} />
      <BilingualField {...field('answer')} kind="markdown" maxLength={5000} />
      <SelectField
        {...field('category')}
        required
        options={FAQ_CATEGORIES.map((c) => ({ value: c, label: t(`faq.categories.${c}`) }))}
      />
      <PublishField control={state.form.control} />
    </ResourceSheet>
  )
}
