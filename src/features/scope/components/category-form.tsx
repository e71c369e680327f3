import { useTranslation } from 'react-i18next'

import { TextField } from '@/components/crud/form-fields'
import { ResourceSheet, useResourceForm } from '@/components/crud/resource-form'
import type { ResourceFormProps } from '@/components/crud/resource-screen'

import type { CategoryRow } from '../admin-schemas'
import { categoriesResource } from '../scope-resources'
import { ScopeTextFields } from './scope-text-fields'

/** Create (placed last) or edit a classification in the side sheet. */
export function CategoryForm({ row, onClose, onReload }: ResourceFormProps<CategoryRow>) {
  const { t } = useTranslation('admin')
  const state = useResourceForm(categoriesResource, { row, onSaved: onClose, onReload })
  const { form, field } = state
  return (
    <ResourceSheet state={state} onClose={onClose}>
      <TextField
        {...field('code')}
        required
        description={t('scope.fields.codeClassHint')}
        maxLength={2}
        autoCapitalize="characters"
        unsized
        className="h-10 w-24 font-mono uppercase"
      />
      <ScopeTextFields control={form.control as never} nameMaxLength={120} />
    </ResourceSheet>
  )
}
