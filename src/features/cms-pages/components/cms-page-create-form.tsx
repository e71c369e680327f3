import { useRef } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'

import { BilingualField } from '@/components/crud/bilingual-field'
import { TextField } from '@/components/crud/form-fields'
import { ResourceSheet, useResourceForm } from '@/components/crud/resource-form'
import type { ResourceFormProps } from '@/components/crud/resource-screen'
import { adminRoutes, cmsPagePath } from '@/config/routes'
import { slugify } from '@/lib/resource/translatable'

import { cmsPageCreateSchema, cmsPageCreateToRow, type CmsPageRow } from '../admin-schemas'
import { cmsPagesResource } from '../cms-pages-resource'

const SLUG_MAX = 80

/**
 * New page: title and slug in a sheet (unpublished), then on to the page's editor. The slug
 * follows the Indonesian title (as news does) until it is edited by hand; the hint shows the
 * address the page will have.
 */
export function CmsPageCreateForm({ onClose }: ResourceFormProps<CmsPageRow>) {
  const { t } = useTranslation('admin')
  const navigate = useNavigate()
  const state = useResourceForm(cmsPagesResource, {
    row: null,
    onSaved: (row) => navigate(adminRoutes.cmsEdit(row.slug)),
    onReload: () => undefined,
    schema: cmsPageCreateSchema,
    defaults: { title: { id: '', en: '' }, slug: '' },
    toRow: cmsPageCreateToRow,
  })
  const { field, form } = state
  // The title the current slug was derived from: a slug that no longer matches was typed.
  const derivedFrom = useRef('')
  const slug = useWatch({ control: form.control, name: 'slug' })
  return (
    <ResourceSheet state={state} onClose={onClose}>
      <BilingualField
        {...field('title')}
        maxLength={200}
        onValueChange={(lang, value) => {
          if (lang !== 'id') return
          const current = form.getValues('slug')
          if (current === '' || current === slugify(derivedFrom.current, SLUG_MAX)) {
            form.setValue('slug', slugify(value, SLUG_MAX), {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            })
          }
          derivedFrom.current = value
        }}
      />
      <TextField
        {...field('slug')}
        required
        description={t('cms.fields.slugHint', { address: slug ? cmsPagePath(slug) : '/…' })}
        maxLength={SLUG_MAX}
        className="font-mono"
        autoCapitalize="none"
        spellCheck={false}
      />
    </ResourceSheet>
  )
}
