import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { BilingualField } from '@/components/crud/bilingual-field'
import { CrudForm } from '@/components/crud/crud-form'
import { PublishSwitch } from '@/components/crud/publish-switch'
import { useConflictCheckedSave } from '@/components/crud/use-conflict-checked-save'
import {
  cmsPageFormDefaults,
  cmsPageFormSchema,
  type CmsPageFormValues,
  type CmsPageRow,
} from '../admin-schemas'
import { useCmsPageSaveMutation } from '../api/save-cms-page'

/** Edit a CMS page (title, Markdown content, meta description, published). Key it by `row.updated_at`. */
export function CmsPageForm({ row, onReload }: { row: CmsPageRow; onReload: () => unknown }) {
  const { t } = useTranslation('admin')
  const form = useForm<CmsPageFormValues>({
    resolver: zodResolver(cmsPageFormSchema),
    defaultValues: cmsPageFormDefaults(row),
  })
  const mutation = useCmsPageSaveMutation()
  const { onSubmit, dialogs } = useConflictCheckedSave({
    form,
    entity: t('cms.entity'),
    table: 'cms_pages',
    isNew: false,
    save: (values) => mutation.mutateAsync({ row, values }),
    onReload,
    fieldAliases: {
      title: 'title.id',
      content: 'content.id',
      meta_description: 'meta_description.id',
    },
  })
  return (
    <CrudForm form={form} onSubmit={onSubmit} dialogs={dialogs} label={t('cms.titles.edit')}>
      <BilingualField
        control={form.control}
        name="title"
        label={t('cms.fields.title')}
        maxLength={200}
      />
      <BilingualField
        control={form.control}
        name="content"
        label={t('cms.fields.content')}
        kind="markdown"
      />
      <BilingualField
        control={form.control}
        name="meta_description"
        label={t('cms.fields.metaDescription')}
        description={t('cms.fields.metaHint')}
        kind="textarea"
        required={false}
        maxLength={300}
      />
      <Controller
        control={form.control}
        name="is_published"
        render={({ field }) => (
          <PublishSwitch checked={field.value} onCheckedChange={field.onChange} />
        )}
      />
    </CrudForm>
  )
}
