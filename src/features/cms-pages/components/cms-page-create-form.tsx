import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'

import { BilingualField } from '@/components/crud/bilingual-field'
import { TextField } from '@/components/crud/form-fields'
import { ResourceSheet, useResourceForm } from '@/components/crud/resource-form'
import type { ResourceFormProps } from '@/components/crud/resource-screen'
import { adminRoutes } from '@/config/routes'

import { cmsPageCreateSchema, cmsPageCreateToRow, type CmsPageRow } from '../admin-schemas'
import { cmsPagesResource } from '../cms-pages-resource'

/** New page: slug + title in a sheet (unpublished), then on to the page's editor. */
export function CmsPageCreateForm({ onClose }: ResourceFormProps<CmsPageRow>) {
  const { t } = useTranslation('admin')
  const navigate = useNavigate()
  const state = useResourceForm(cmsPagesResource, {
    row: null,
    onSaved: (row) => navigate(adminRoutes.cmsEdit(row.slug)),
    onReload: () => undefined,
    schema: cmsPageCreateSchema,
    defaults: { slug: '', title: { id: '', en: '' } },
    toRow: cmsPageCreateToRow,
  })
  const { field } = state
  return (
    <ResourceSheet state={state} onClose={onClose}>
      <TextField
        {...field('slug')}
        required
        description={t('cms.fields.slugHint')}
        maxLength={80}
        className="font-mono"
        autoCapitalize="none"
        spellCheck={false}
      />
      <BilingualField {...field('title')} maxLength={200} />
    </ResourceSheet>
  )
}
