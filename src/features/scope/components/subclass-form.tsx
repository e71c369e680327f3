import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { useFieldMessage } from '@/components/crud/field-row'
import { SelectField, TextField } from '@/components/crud/form-fields'
import { ResourceSheet, useResourceForm } from '@/components/crud/resource-form'
import type { ResourceFormProps } from '@/components/crud/resource-screen'
import { Checkbox } from '@/components/ui/checkbox'
import { currentLanguage } from '@/lib/i18n'

import { QUALIFICATIONS, subclassFormDefaults, type SubclassRow } from '../admin-schemas'
import { categoriesResource, codeChoice, subclassesResource } from '../scope-resources'
import { ScopeTextFields } from './scope-text-fields'

/** Create (placed last, in the filtered classification) or edit a subclassification. */
export function SubclassForm({ row, onClose, onReload, filters }: ResourceFormProps<SubclassRow>) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const message = useFieldMessage()
  const categories = categoriesResource.useOrder()
  const state = useResourceForm(subclassesResource, {
    row,
    onSaved: onClose,
    onReload,
    defaults: subclassFormDefaults(row, filters.category_id),
  })
  const { form, field } = state
  return (
    <ResourceSheet state={state} onClose={onClose}>
      <SelectField
        {...field('category_id', 'category')}
        required
        placeholder="—"
        options={(categories.data ?? []).map((c) => ({
          value: c.id,
          label: codeChoice(c, language),
        }))}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('code')}
          required
          description={t('scope.fields.codeSubHint')}
          maxLength={5}
          className="font-mono uppercase"
        />
        <TextField
          {...field('kbli')}
          description={t('scope.fields.kbliHint')}
          inputMode="numeric"
          maxLength={5}
          className="font-mono"
        />
      </div>
      <ScopeTextFields control={form.control as never} nameMaxLength={200} />
      <Controller
        control={form.control}
        name="qualifications"
        render={({ field, fieldState }) => {
          const error = message(fieldState.error?.message)
          return (
            <fieldset
              className="grid gap-2"
              aria-describedby={error ? 'qualifications-error' : undefined}
            >
              <legend className="mb-1 text-sm font-medium">
                {t('scope.fields.qualifications')}
                <span className="text-destructive" aria-hidden="true">
                  {' '}
                  *
                </span>
              </legend>
              <div className="flex flex-wrap gap-4">
                {QUALIFICATIONS.map((q) => (
                  <label key={q} className="flex items-center gap-2 text-sm">
                    <Checkbox
                      checked={field.value.includes(q)}
                      aria-invalid={Boolean(error)}
                      onCheckedChange={(checked) =>
                        field.onChange(
                          checked === true
                            ? [...field.value, q]
                            : field.value.filter((v) => v !== q),
                        )
                      }
                    />
                    {q}
                  </label>
                ))}
              </div>
              {error ? (
                <p id="qualifications-error" className="text-sm font-medium text-destructive">
                  {error}
                </p>
              ) : null}
            </fieldset>
          )
        }}
      />
    </ResourceSheet>
  )
}
