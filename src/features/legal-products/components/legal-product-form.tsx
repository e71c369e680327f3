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
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import {
  LEGAL_CATEGORIES,
  legalProductFormDefaults,
  legalProductFormSchema,
  type LegalProductFormValues,
  type LegalProductRow,
} from '../admin-schemas'
import { useLegalProductSaveMutation } from '../api/save-legal-product'

/** Create (row null) or edit a legal product in a side sheet. Key it by `row?.updated_at`. */
export function LegalProductForm({
  row,
  onClose,
  onReload,
}: {
  row: LegalProductRow | null
  onClose: () => void
  onReload: () => unknown
}) {
  const { t } = useTranslation('admin')
  const form = useForm<LegalProductFormValues>({
    resolver: zodResolver(legalProductFormSchema),
    defaultValues: legalProductFormDefaults(row),
  })
  const mutation = useLegalProductSaveMutation()
  const title = row ? t('legalProducts.titles.edit') : t('legalProducts.titles.new')
  const { onSubmit, dialogs } = useConflictCheckedSave({
    form,
    entity: t('legalProducts.entity'),
    table: 'legal_products',
    isNew: row === null,
    save: (values) => mutation.mutateAsync({ row, values }),
    onSaved: onClose,
    onReload,
    fieldAliases: { title: 'title.id', summary: 'summary.id' },
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
            label={t('legalProducts.fields.title')}
            kind="textarea"
            maxLength={300}
          />
          <Controller
            control={form.control}
            name="category"
            render={({ field, fieldState }) => (
              <FieldRow
                label={t('legalProducts.fields.category')}
                required
                error={fieldState.error?.message}
              >
                {(control) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger {...control} ref={field.ref}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {LEGAL_CATEGORIES.map((category) => (
                        <SelectItem key={category} value={category}>
                          {t(`legalProducts.categories.${category}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              </FieldRow>
            )}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <FieldRow label={t('legalProducts.fields.number')} error={errors.number?.message}>
              {(control) => <Input {...control} {...form.register('number')} maxLength={80} />}
            </FieldRow>
            <FieldRow label={t('legalProducts.fields.year')} error={errors.year?.message}>
              {(control) => (
                <Input {...control} {...form.register('year')} inputMode="numeric" maxLength={4} />
              )}
            </FieldRow>
          </div>
          <BilingualField
            control={form.control}
            name="summary"
            label={t('legalProducts.fields.summary')}
            kind="textarea"
            required={false}
            maxLength={2000}
          />
          <Controller
            control={form.control}
            name="file_url"
            render={({ field, fieldState }) => (
              <MediaUpload
                kind="pdf"
                folder="legal-products"
                label={t('legalProducts.fields.file')}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </CrudForm>
      )}
    </FormSheet>
  )
}
