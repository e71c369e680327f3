import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { BilingualField } from '@/components/crud/bilingual-field'
import { CrudForm } from '@/components/crud/crud-form'
import { FieldRow, useFieldMessage } from '@/components/crud/field-row'
import { FormSheet } from '@/components/crud/form-sheet'
import { pickText } from '@/components/crud/translatable'
import { useConflictCheckedSave } from '@/components/crud/use-conflict-checked-save'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import {
  QUALIFICATIONS,
  subclassFormDefaults,
  subclassFormSchema,
  type CategoryRow,
  type SubclassFormValues,
  type SubclassRow,
} from '../admin-schemas'
import { useSubclassSaveMutation } from '../api/save-subclass'

export function SubclassForm({
  row,
  categories,
  defaultCategoryId,
  onClose,
  onReload,
}: {
  row: SubclassRow | null
  categories: CategoryRow[]
  defaultCategoryId?: string
  onClose: () => void
  onReload: () => unknown
}) {
  const { t, i18n } = useTranslation('admin')
  const message = useFieldMessage()
  const form = useForm<SubclassFormValues>({
    resolver: zodResolver(subclassFormSchema),
    defaultValues: subclassFormDefaults(row, defaultCategoryId),
  })
  const mutation = useSubclassSaveMutation()
  const title = row ? t('scope.titles.editSub') : t('scope.titles.newSub')
  const { onSubmit, dialogs } = useConflictCheckedSave({
    form,
    entity: t('scope.entitySub'),
    table: 'rl_subclass',
    isNew: row === null,
    save: (values) => mutation.mutateAsync({ row, values }),
    onSaved: onClose,
    onReload,
    fieldAliases: { name: 'name.id', description: 'description.id' },
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
          <Controller
            control={form.control}
            name="category_id"
            render={({ field, fieldState }) => (
              <FieldRow
                label={t('scope.fields.category')}
                required
                error={fieldState.error?.message}
              >
                {(control) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger {...control} ref={field.ref}>
                      <SelectValue placeholder="—" />
                    </SelectTrigger>
                    <SelectContent>
                      {categories.map((c) => (
                        <SelectItem key={c.id} value={c.id}>
                          {`${c.code} · ${pickText(c.name, i18n.resolvedLanguage ?? 'id')}`}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              </FieldRow>
            )}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <FieldRow
              label={t('scope.fields.code')}
              required
              description={t('scope.fields.codeSubHint')}
              error={errors.code?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.register('code')}
                  maxLength={5}
                  className="font-mono uppercase"
                />
              )}
            </FieldRow>
            <FieldRow
              label={t('scope.fields.kbli')}
              description={t('scope.fields.kbliHint')}
              error={errors.kbli?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.register('kbli')}
                  inputMode="numeric"
                  maxLength={5}
                  className="font-mono"
                />
              )}
            </FieldRow>
          </div>
          <BilingualField
            control={form.control}
            name="name"
            label={t('scope.fields.name')}
            maxLength={200}
          />
          <BilingualField
            control={form.control}
            name="description"
            label={t('scope.fields.description')}
            kind="textarea"
            required={false}
            maxLength={2000}
          />
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
        </CrudForm>
      )}
    </FormSheet>
  )
}
