import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { BilingualField } from '@/components/crud/bilingual-field'
import { CrudForm } from '@/components/crud/crud-form'
import { FieldRow } from '@/components/crud/field-row'
import { FormSheet } from '@/components/crud/form-sheet'
import { MediaUpload } from '@/components/crud/media-upload'
import { pickText } from '@/components/crud/translatable'
import { useConflictCheckedSave } from '@/components/crud/use-conflict-checked-save'
import { Input } from '@/components/ui/input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import {
  NO_SUPERIOR,
  organizationFormDefaults,
  organizationFormSchemaFor,
  type OrganizationFormValues,
  type OrganizationRow,
} from '../admin-schemas'
import type { OrganizationPerson } from '../api/admin-organization-people'
import { useOrganizationMemberSaveMutation } from '../api/save-organization-member'
import { unavailableSuperiors } from '../lib/org-descendants'

/** Create (row null) or edit a person; the superior list leaves out them and their reports. */
export function OrganizationForm({
  row,
  people,
  onClose,
  onReload,
}: {
  row: OrganizationRow | null
  people: readonly OrganizationPerson[]
  onClose: () => void
  onReload: () => unknown
}) {
  const { t, i18n } = useTranslation('admin')
  const language = i18n.resolvedLanguage ?? 'id'
  const unavailable = useMemo(() => unavailableSuperiors(people, row?.id ?? null), [people, row])
  const nextOrder = Math.min(Math.max(0, ...people.map((p) => p.order)) + 10, 10000)
  const form = useForm<OrganizationFormValues>({
    resolver: zodResolver(organizationFormSchemaFor(unavailable)),
    defaultValues: organizationFormDefaults(row, nextOrder),
  })
  const name = useWatch({ control: form.control, name: 'name' })
  const mutation = useOrganizationMemberSaveMutation()
  const title = row ? t('organization.titles.edit') : t('organization.titles.new')
  const { onSubmit, dialogs } = useConflictCheckedSave({
    form,
    entity: t('organization.entity'),
    table: 'struktur_organisasi',
    isNew: row === null,
    save: (values) => mutation.mutateAsync({ row, values }),
    onSaved: onClose,
    onReload,
    fieldAliases: { position: 'position.id' },
  })
  const { errors } = form.formState
  const choices = people.filter((p) => !unavailable.has(p.id))
  return (
    <FormSheet title={title} dirty={form.formState.isDirty} onClose={onClose}>
      {(requestClose) => (
        <CrudForm
          form={form}
          onSubmit={onSubmit}
          dialogs={dialogs}
          onCancel={requestClose}
          label={title}
        >
          <FieldRow label={t('organization.fields.name')} required error={errors.name?.message}>
            {(control) => <Input {...control} {...form.register('name')} maxLength={120} />}
          </FieldRow>
          <BilingualField
            control={form.control}
            name="position"
            label={t('organization.fields.position')}
            maxLength={120}
          />
          <Controller
            control={form.control}
            name="parent_id"
            render={({ field, fieldState }) => (
              <FieldRow
                label={t('organization.fields.parent')}
                description={t('organization.fields.parentHint')}
                error={fieldState.error?.message}
              >
                {(control) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger {...control} ref={field.ref}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value={NO_SUPERIOR}>
                        {t('organization.fields.parentNone')}
                      </SelectItem>
                      {choices.map((person) => (
                        <SelectItem key={person.id} value={person.id}>
                          {`${person.name} — ${pickText(person.position, language)}`}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              </FieldRow>
            )}
          />
          <FieldRow
            label={t('organization.fields.order')}
            description={t('organization.fields.orderHint')}
            error={errors.order?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('order', { valueAsNumber: true })}
                type="number"
                inputMode="numeric"
                step={1}
                unsized
                className="h-10 w-32"
              />
            )}
          </FieldRow>
          <Controller
            control={form.control}
            name="photo_url"
            render={({ field, fieldState }) => (
              <MediaUpload
                kind="image"
                folder="struktur"
                label={t('organization.fields.photo')}
                value={field.value}
                onChange={(url) => field.onChange(url)}
                alt={t('organization.photoAlt', { name })}
                error={fieldState.error?.message}
              />
            )}
          />
        </CrudForm>
      )}
    </FormSheet>
  )
}
