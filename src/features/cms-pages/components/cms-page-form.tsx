import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { BilingualField } from '@/components/crud/bilingual-field'
import { ConfirmDialog } from '@/components/crud/confirm-dialog'
import { CrudForm } from '@/components/crud/crud-form'
import { PublishField } from '@/components/crud/form-fields'
import type { ResourcePageFormProps } from '@/components/crud/resource-edit-page'
import { useResourceForm } from '@/components/crud/resource-form'

import type { CmsPageRow } from '../admin-schemas'
import { cmsPagesResource } from '../cms-pages-resource'
import { CmsPageLinks } from './cms-page-links'

/**
 * Edit a CMS page (title, Markdown content, meta description, published) on its own page.
 * Hiding a published page shows what links to it, and asks before saving (issue 23).
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
      <BilingualField
        {...field('meta_description')}
        description={t('cms.fields.metaHint')}
        kind="textarea"
        required={false}
        maxLength={300}
      />
      <PublishField control={state.form.control} />
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
