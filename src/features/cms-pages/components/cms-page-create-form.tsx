import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { BilingualField } from '@/components/crud/bilingual-field'
import { CrudForm } from '@/components/crud/crud-form'
import { FieldRow } from '@/components/crud/field-row'
import { FormSheet } from '@/components/crud/form-sheet'
import { useConflictCheckedSave } from '@/components/crud/use-conflict-checked-save'
import { Input } from '@/components/ui/input'
import { adminRoutes } from '@/config/routes'
import { cmsPageCreateSchema, type CmsPageCreateValues } from '../admin-schemas'
import { useCmsPageCreateMutation } from '../api/create-cms-page'

/** New page: slug + title in a sheet, then on to the page's editor. */
export function CmsPageCreateForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin')
  const navigate = useNavigate()
  const form = useForm<CmsPageCreateValues>({
    resolver: zodResolver(cmsPageCreateSchema),
    defaultValues: { slug: '', title: { id: '', en: '' } },
  })
  const mutation = useCmsPageCreateMutation()
  const { onSubmit, dialogs } = useConflictCheckedSave({
    form,
    entity: t('cms.entity'),
    table: 'cms_pages',
    isNew: true,
    save: (values) => mutation.mutateAsync(values),
    onSaved: (row) => navigate(adminRoutes.cmsEdit(row.slug)),
    onReload: () => undefined,
    fieldAliases: { title: 'title.id' },
  })
  return (
    <FormSheet title={t('cms.titles.new')} dirty={form.formState.isDirty} onClose={onClose}>
      {(requestClose) => (
        <CrudForm
          form={form}
          onSubmit={onSubmit}
          dialogs={dialogs}
          onCancel={requestClose}
          label={t('cms.titles.new')}
        >
          <FieldRow
            label={t('cms.fields.slug')}
            required
            description={t('cms.fields.slugHint')}
            error={form.formState.errors.slug?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('slug')}
                maxLength={80}
                className="font-mono"
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
          </FieldRow>
          <BilingualField
            control={form.control}
            name="title"
            label={t('cms.fields.title')}
            maxLength={200}
          />
        </CrudForm>
      )}
    </FormSheet>
  )
}
