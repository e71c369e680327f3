import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { BilingualField } from '@/components/crud/bilingual-field'
import { CrudForm } from '@/components/crud/crud-form'
import { FieldRow } from '@/components/crud/field-row'
import { FormSheet } from '@/components/crud/form-sheet'
import { useConflictCheckedSave } from '@/components/crud/use-conflict-checked-save'
import { Input } from '@/components/ui/input'
import {
  categoryFormDefaults,
  categoryFormSchema,
  type CategoryFormValues,
  type CategoryRow,
} from '../admin-schemas'
import { useCategorySaveMutation } from '../api/save-category'

export function CategoryForm({
  row,
  onClose,
  onReload,
}: {
  row: CategoryRow | null
  onClose: () => void
  onReload: () => unknown
}) {
  const { t } = useTranslation('admin')
  const form = useForm<CategoryFormValues>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: categoryFormDefaults(row),
  })
  const mutation = useCategorySaveMutation()
  const title = row ? t('scope.titles.editClass') : t('scope.titles.newClass')
  const { onSubmit, dialogs } = useConflictCheckedSave({
    form,
    entity: t('scope.entityClass'),
    table: 'rl_categories',
    isNew: row === null,
    save: (values) => mutation.mutateAsync({ row, values }),
    onSaved: onClose,
    onReload,
    fieldAliases: { name: 'name.id', description: 'description.id' },
  })
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
          <FieldRow
            label={t('scope.fields.code')}
            required
            description={t('scope.fields.codeClassHint')}
            error={form.formState.errors.code?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('code')}
                maxLength={2}
                autoCapitalize="characters"
                unsized
                className="h-10 w-24 font-mono uppercase"
              />
            )}
          </FieldRow>
          <BilingualField
            control={form.control}
            name="name"
            label={t('scope.fields.name')}
            maxLength={120}
          />
          <BilingualField
            control={form.control}
            name="description"
            label={t('scope.fields.description')}
            kind="textarea"
            required={false}
            maxLength={2000}
          />
        </CrudForm>
      )}
    </FormSheet>
  )
}
