import { useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { BilingualField } from '@/components/crud/bilingual-field'
import { MediaField, SelectField, TextField } from '@/components/crud/form-fields'
import { ResourceSheet, useResourceForm } from '@/components/crud/resource-form'
import type { ResourceFormProps } from '@/components/crud/resource-screen'
import { currentLanguage } from '@/lib/i18n'

import {
  NO_SUPERIOR,
  organizationFormDefaults,
  organizationFormSchemaFor,
  type OrganizationRow,
} from '../admin-schemas'
import { unavailableSuperiors } from '../lib/org-descendants'
import { organizationResource, personLabel } from '../organization-resource'

/** Create (row null) or edit a person, once everyone is loaded (the superior choices). */
export function OrganizationForm(props: ResourceFormProps<OrganizationRow>) {
  const people = organizationResource.useOrder()
  return people.data ? <PersonForm {...props} people={people.data} /> : null
}

/** The superior list leaves out the person and everyone below them. */
function PersonForm({
  row,
  people,
  onClose,
  onReload,
}: ResourceFormProps<OrganizationRow> & { people: readonly OrganizationRow[] }) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const unavailable = useMemo(() => unavailableSuperiors(people, row?.id ?? null), [people, row])
  const nextOrder = Math.min(Math.max(0, ...people.map((p) => p.order)) + 10, 10000)
  const state = useResourceForm(organizationResource, {
    row,
    onSaved: onClose,
    onReload,
    schema: organizationFormSchemaFor(unavailable),
    defaults: organizationFormDefaults(row, nextOrder),
  })
  const { form, field } = state
  const name = useWatch({ control: form.control, name: 'name' })
  const choices = people.filter((p) => !unavailable.has(p.id))
  return (
    <ResourceSheet state={state} onClose={onClose}>
      <TextField {...field('name')} required maxLength={120} />
      <BilingualField {...field('position')} maxLength={120} />
      <SelectField
        {...field('parent_id', 'parent')}
        description={t('organization.fields.parentHint')}
        options={[
          { value: NO_SUPERIOR, label: t('organization.fields.parentNone') },
          ...choices.map((p) => ({ value: p.id, label: personLabel(p, language) })),
        ]}
      />
      <TextField
        {...field('order')}
        valueAsNumber

        description={t('organization.fields.orderHint')}
        type="number"
        inputMode="numeric"
        step={1}
        unsized
        className="h-10 w-32"
      />
      <MediaField
        {...field('photo_url', 'photo')}
        kind="image"
        folder="struktur"

        alt={t('organization.photoAlt', { name })}
      />
    </ResourceSheet>
  )
}
