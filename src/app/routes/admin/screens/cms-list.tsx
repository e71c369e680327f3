import { Plus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CrudPage } from '@/components/crud/crud-page'
import { DataTable } from '@/components/crud/data-table'
import { useListParams } from '@/components/crud/list-params'
import { pickText } from '@/components/crud/translatable'
import { Button } from '@/components/ui/button'
import {
  getAdminCmsPages,
  useAdminCmsPagesQuery,
} from '@/features/cms-pages/api/admin-list-cms-pages'
import { useCmsPagesDeleteMutation } from '@/features/cms-pages/api/delete-cms-pages'
import { cmsPageColumns } from '@/features/cms-pages/components/cms-page-columns'
import { CmsPageCreateForm } from '@/features/cms-pages/components/cms-page-create-form'

/** /admin/cms: the static pages of the public site. */
export function Component() {
  const { t, i18n } = useTranslation('admin')
  const language = i18n.resolvedLanguage ?? 'id'
  const [params, setParams] = useListParams(['is_published'])
  const query = useAdminCmsPagesQuery(params)
  const remove = useCmsPagesDeleteMutation()
  const [creating, setCreating] = useState(false)
  return (
    <CrudPage title={t('cms.title')} description={t('cms.description')}>
      <DataTable
        entity={t('cms.entity')}
        label={t('cms.title')}
        columns={cmsPageColumns(t, language, (row) => remove.mutateAsync([row.id]))}
        query={query}
        params={params}
        setParams={setParams}
        getRowId={(row) => row.id}
        getRowName={(row) => pickText(row.title, language)}
        filters={[
          {
            id: 'is_published',
            label: t('cms.fields.published'),
            options: [
              { value: 'true', label: t('crud.publish.published') },
              { value: 'false', label: t('crud.publish.draft') },
            ],
          },
        ]}
        onDelete={(ids) => remove.mutateAsync(ids)}
        csv={{
          filename: 'halaman-cms',
          fetchAll: () => getAdminCmsPages(params, undefined, true).then((r) => r.rows),
          columns: [
            { header: t('cms.fields.slug'), value: (r) => r.slug },
            { header: t('cms.fields.title'), value: (r) => pickText(r.title, 'id') },
            { header: t('cms.fields.published'), value: (r) => r.is_published },
            { header: t('cms.fields.updatedAt'), value: (r) => r.updated_at },
          ],
        }}
        actions={
          <Button type="button" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {t('crud.actions.new', { entity: t('cms.entity') })}
          </Button>
        }
      />
      {creating ? <CmsPageCreateForm onClose={() => setCreating(false)} /> : null}
    </CrudPage>
  )
}
