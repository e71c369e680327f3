import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { BilingualField } from '@/components/crud/bilingual-field'
import { CrudForm } from '@/components/crud/crud-form'
import { FieldRow } from '@/components/crud/field-row'
import { FormSheet } from '@/components/crud/form-sheet'
import { PublishSwitch } from '@/components/crud/publish-switch'
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
  navigationFormDefaults,
  navigationFormSchema,
  TOP_LEVEL,
  type NavigationFormValues,
  type NavigationRow,
} from '../admin-navigation-schemas'
import { useNavigationItemSaveMutation } from '../api/save-navigation-item'
import { canMoveUnder } from '../lib/admin-navigation-tree'

/**
 * Create or edit a menu item: bilingual label, URL, parent (top level or under a top-level item;
 * an item with children stays at the top level) and publish state.
 */
export function NavigationItemForm({
  row,
  rows,
  defaultParent,
  onClose,
  onReload,
}: {
  row: NavigationRow | null
  rows: readonly NavigationRow[]
  /** Parent preselected for a new item ("add sub-item"). */
  defaultParent?: string | null
  onClose: () => void
  onReload: () => unknown
}) {
  const { t, i18n } = useTranslation('admin')
  const language = i18n.resolvedLanguage ?? 'id'
  const defaults = navigationFormDefaults(row)
  if (!row && defaultParent) defaults.parent_id = defaultParent
  const form = useForm<NavigationFormValues>({
    resolver: zodResolver(navigationFormSchema),
    defaultValues: defaults,
  })
  const mutation = useNavigationItemSaveMutation()
  const title = row ? t('navigation.titles.edit') : t('navigation.titles.new')
  const { onSubmit, dialogs } = useConflictCheckedSave({
    form,
    entity: t('navigation.entity'),
    table: 'navigation_menus',
    isNew: row === null,
    save: (values) => mutation.mutateAsync({ row, values }),
    onSaved: onClose,
    onReload,
    fieldAliases: { label: 'label.id' },
  })
  const { errors } = form.formState
  const hasChildren = row ? rows.some((r) => r.parent_id === row.id) : false
  const parents = rows.filter(
    (r) => !r.parent_id && r.id !== row?.id && (!row || canMoveUnder(rows, row.id, r.id)),
  )
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
            name="label"
            label={t('navigation.fields.label')}
            maxLength={80}
          />
          <FieldRow
            label={t('navigation.fields.url')}
            required
            description={t('navigation.fields.urlHint')}
            error={errors.url?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('url')}
                inputMode="url"
                placeholder="/profil/tentang"
                maxLength={500}
              />
            )}
          </FieldRow>
          <Controller
            control={form.control}
            name="parent_id"
            render={({ field, fieldState }) => (
              <FieldRow
                label={t('navigation.fields.parent')}
                description={hasChildren ? t('navigation.fields.parentLocked') : undefined}
                error={fieldState.error?.message}
              >
                {(control) => (
                  <Select value={field.value} onValueChange={field.onChange} disabled={hasChildren}>
                    <SelectTrigger {...control} ref={field.ref}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value={TOP_LEVEL}>{t('navigation.fields.parentNone')}</SelectItem>
                      {parents.map((parent) => (
                        <SelectItem key={parent.id} value={parent.id}>
                          {pickText(parent.label, language)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              </FieldRow>
            )}
          />
          <Controller
            control={form.control}
            name="is_published"
            render={({ field }) => (
              <PublishSwitch checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
        </CrudForm>
      )}
    </FormSheet>
  )
}
