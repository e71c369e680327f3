import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { BilingualField } from '@/components/crud/bilingual-field'
import { ConfirmDialog } from '@/components/crud/confirm-dialog'
import { CrudForm } from '@/components/crud/crud-form'
import { PublishField } from '@/components/crud/form-fields'
import type { ResourcePageFormProps } from '@/components/crud/resource-edit-page'
import { useResourceForm } from '@/components/crud/resource-form'
import { ScheduleFields } from '@/components/crud/schedule-fields'
import { SeoFields } from '@/components/crud/seo-fields'
import { cmsPagePath } from '@/config/routes'
import { SEO_DESCRIPTION_RECOMMENDED } from '@/lib/seo-meta'

import type { CmsPageRow } from '../admin-schemas'
import { cmsPagesResource } from '../cms-pages-resource'
import { CmsPageLinks } from './cms-page-links'

/**
 * Edit a CMS page (title, Markdown content, search fields, published and its schedule) on its
 * own page; the kit adds the preview link and the version history. Hiding a published page shows
 * what links to it, and asks before saving.
 */
export function CmsPageForm({ row, onReload }: ResourcePageFormProps<CmsPageRow>) {
  const { t } = useTranslation('admin')
  const state = useResourceForm(cmsPagesResource, { row, onReload })
  const { field } = state
  const published = useWatch({ control: state.form.control, name: 'is_published' })
  const hiding = Boolean(row?.is_published) && !published
  const [confirmHide, setConfirmHide] = useState(false)
  const onSubmit = async (event?: React.BaseSyntheticEvent) => {
    if (!hiding) return state.onSubmit(event)
    event?.preventDefault()
    setConfirmHide(true)
  }
  return (
    <CrudForm {...state} onSubmit={onSubmit} label={state.title}>
      <BilingualField {...field('title')} maxLength={200} />
      <BilingualField {...field('content')} kind="markdown" />
      <SeoFields
        control={state.form.control}
        folder="pages"
        path={row ? cmsPagePath(row.slug) : '/'}
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
      {hiding && row ? <CmsPageLinks page={row} situation="hide" /> : null}
      <ConfirmDialog
        open={confirmHide}
        onOpenChange={setConfirmHide}
        title={t('cms.links.hideTitle')}
        description={t('cms.links.hideDescription')}
        details={row ? <CmsPageLinks page={row} situation="hide" /> : null}
        confirmLabel={t('cms.links.hideConfirm')}
        destructive={false}
        onConfirm={() => state.onSubmit()}
      />
    </CrudForm>
  )
}
