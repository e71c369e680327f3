import { useTranslation } from 'react-i18next'

import { BilingualField } from '@/components/crud/bilingual-field'
import { CrudForm } from '@/components/crud/crud-form'
import { PublishField } from '@/components/crud/form-fields'
import type { ResourcePageFormProps } from '@/components/crud/resource-edit-page'
import { useResourceForm } from '@/components/crud/resource-form'
import { ScheduleFields } from '@/components/crud/schedule-fields'
import { SeoFields } from '@/components/crud/seo-fields'
import { cmsPagePaths } from '@/config/routes'
import { SEO_DESCRIPTION_RECOMMENDED } from '@/lib/seo-meta'

import type { CmsPageRow } from '../admin-schemas'
import { cmsPagesResource } from '../cms-pages-resource'

/**
 * Edit a CMS page (title, Markdown content, search fields, published and its schedule) on its
 * own page; the kit adds the preview link and the version history.
 */
export function CmsPageForm({ row, onReload }: ResourcePageFormProps<CmsPageRow>) {
  const { t } = useTranslation('admin')
  const state = useResourceForm(cmsPagesResource, { row, onReload })
  const { field } = state
  return (
    <CrudForm {...state} label={state.title}>
      <BilingualField {...field('title')} maxLength={200} />
      <BilingualField {...field('content')} kind="markdown" />
      <SeoFields
        control={state.form.control}
        folder="pages"
        path={(row && cmsPagePaths[row.slug]) || '/'}
        fallback={{ title: 'title' }}
        descriptionHint={t('cms.fields.metaHint', { max: SEO_DESCRIPTION_RECOMMENDED })}
        emptyDescription={t('cms.fields.metaDefault')}
      />
      <PublishField control={state.form.control} />
      <ScheduleFields
        control={state.form.control}
        publish={{ name: 'publish_at' }}
        unpublish={{ name: 'unpublish_at' }}
      />
    </CrudForm>
  )
}
