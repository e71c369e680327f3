import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'

import { BilingualField } from '@/components/crud/bilingual-field'
import { ConfirmDialog } from '@/components/crud/confirm-dialog'
import { CrudForm } from '@/components/crud/crud-form'
import { TextField } from '@/components/crud/form-fields'
import { PublicationFields } from '@/components/crud/publication-fields'
import type { ResourcePageFormProps } from '@/components/crud/resource-edit-page'
import { useResourceForm } from '@/components/crud/resource-form'
import { SeoFields } from '@/components/crud/seo-fields'
import { useSlugFromTitle } from '@/components/crud/use-slug-from-title'
import { adminRoutes } from '@/config/admin-routes'
import { cmsPagePath } from '@/config/routes'
import { SEO_DESCRIPTION_RECOMMENDED } from '@/lib/seo-meta'

import {
  type CmsPageFormValues,
  cmsPageNewDefaults,
  cmsPageNewSchema,
  cmsPageNewToRow,
  type CmsPageNewValues,
  type CmsPageRow,
} from '../admin-schemas'
import { cmsPagesResource } from '../cms-pages-resource'
import { CmsPageLinks } from './cms-page-links'

const SLUG_MAX = 80

/**
 * Write a new CMS page (row null: with its slug, which follows the Indonesian title until edited
 * by hand and is fixed once the page exists) or edit one, on its own page: title, Markdown
 * content, search fields, and publication as news has it; the kit adds the preview link and the
 * version history. Hiding a published page shows what links to it, and asks before saving.
 */
export function CmsPageForm({ row, onReload }: ResourcePageFormProps<CmsPageRow>) {
  const { t } = useTranslation('admin')
  const navigate = useNavigate()
  const state = useResourceForm<CmsPageRow, CmsPageFormValues, CmsPageNewValues>(cmsPagesResource, {
    row,
    onReload,
    onSaved: (saved) =>
      row ? undefined : navigate(adminRoutes.cmsEdit(saved.slug), { replace: true }),
    ...(row
      ? {}
      : { schema: cmsPageNewSchema, defaults: cmsPageNewDefaults, toRow: cmsPageNewToRow }),
  })
  const { field, form } = state
  const [published, slug] = useWatch({ control: form.control, name: ['is_published', 'slug'] })
  const hiding = Boolean(row?.is_published) && !published
  const [confirmHide, setConfirmHide] = useState(false)
  const slugFromTitle = useSlugFromTitle(form, { follow: !row, max: SLUG_MAX })
  const onSubmit = async (event?: React.BaseSyntheticEvent) => {
    if (!hiding) return state.onSubmit(event)
    event?.preventDefault()
    setConfirmHide(true)
  }
  return (
    <CrudForm {...state} onSubmit={onSubmit} label={state.title}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-5">
          <BilingualField {...field('title')} maxLength={200} onValueChange={slugFromTitle} />
          {row ? null : (
            <TextField
              {...field('slug')}
              required
              description={t('cms.fields.slugHint', { address: slug ? cmsPagePath(slug) : '/…' })}
              maxLength={SLUG_MAX}
              className="font-mono"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
          <BilingualField {...field('content')} kind="markdown" />
          <SeoFields
            control={form.control}
            folder="pages"
            path={cmsPagePath(row?.slug ?? (slug || '…'))}
            fallback={{ title: 'title' }}
            descriptionHint={t('cms.fields.metaHint', { max: SEO_DESCRIPTION_RECOMMENDED })}
            emptyDescription={t('cms.fields.metaDefault')}
          />
        </div>
        <div className="grid content-start gap-5">
          <PublicationFields
            control={form.control}
            published={{ name: 'is_published' }}
            publish={{ name: 'publish_at' }}
            unpublish={{ name: 'unpublish_at' }}
          />
          {hiding && row ? <CmsPageLinks page={row} situation="hide" /> : null}
        </div>
      </div>
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
