import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { BilingualField } from '@/components/crud/bilingual-field'
import { CrudForm } from '@/components/crud/crud-form'
import { FieldRow } from '@/components/crud/field-row'
import { FormSheet } from '@/components/crud/form-sheet'
import { MediaUpload } from '@/components/crud/media-upload'
import { useConflictCheckedSave } from '@/components/crud/use-conflict-checked-save'
import { Input } from '@/components/ui/input'
import {
  legalityFormDefaults,
  legalityFormSchema,
  type LegalityFormValues,
  type LegalityRow,
} from '../admin-schemas'
import { useLegalitySaveMutation } from '../api/save-legality'

/** Create (row null) or edit a legality document in a side sheet. Key it by `row?.updated_at`. */
export function LegalityForm({
  row,
  onClose,
  onReload,
}: {
  row: LegalityRow | null
  onClose: () => void
  onReload: () => unknown
}) {
  const { t } = useTranslation('admin')
  const form = useForm<LegalityFormValues>({
    resolver: zodResolver(legalityFormSchema),
    defaultValues: legalityFormDefaults(row),
  })
  const mutation = useLegalitySaveMutation()
  const title = row ? t('legality.titles.edit') : t('legality.titles.new')
  const { onSubmit, dialogs } = useConflictCheckedSave({
    form,
    entity: t('legality.entity'),
    table: 'legalitas',
    isNew: row === null,
    save: (values) => mutation.mutateAsync({ row, values }),
    onSaved: onClose,
    onReload,
    fieldAliases: { title: 'title.id', description: 'description.id' },
  })
  const { errors } = form.formState
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
          <BilingualField
            control={form.control}
            name="title"
            label={t('legality.fields.title')}
            maxLength={200}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FieldRow label={t('legality.fields.number')} error={errors.number?.message}>
              {(control) => <Input {...control} {...form.register('number')} maxLength={120} />}
            </FieldRow>
            <FieldRow label={t('legality.fields.issuer')} error={errors.issuer?.message}>
              {(control) => <Input {...control} {...form.register('issuer')} maxLength={200} />}
            </FieldRow>
            <FieldRow label={t('legality.fields.issuedAt')} error={errors.issued_at?.message}>
              {(control) => <Input {...control} {...form.register('issued_at')} type="date" />}
            </FieldRow>
            <FieldRow
              label={t('legality.fields.validUntil')}
              description={t('legality.fields.validUntilHint')}
              error={errors.valid_until?.message}
            >
              {(control) => <Input {...control} {...form.register('valid_until')} type="date" />}
            </FieldRow>
          </div>
          <Controller
            control={form.control}
            name="file_url"
            render={({ field, fieldState }) => (
              <MediaUpload
                kind="document"
                folder="legalitas"
                label={t('legality.fields.file')}
                value={field.value}
                onChange={(url) => field.onChange(url)}
                error={fieldState.error?.message}
              />
            )}
          />
          <BilingualField
            control={form.control}
            name="description"
            label={t('legality.fields.description')}
            kind="textarea"
            required={false}
            maxLength={2000}
          />
        </CrudForm>
      )}
    </FormSheet>
  )
}
