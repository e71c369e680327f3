import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'

import { BilingualField } from '@/components/crud/bilingual-field'
import { CrudForm } from '@/components/crud/crud-form'
import { altFromLibrary, MediaField, TextField } from '@/components/crud/form-fields'
import { PublicationFields } from '@/components/crud/publication-fields'
import type { ResourcePageFormProps } from '@/components/crud/resource-edit-page'
import { useResourceForm } from '@/components/crud/resource-form'
import { SeoFields } from '@/components/crud/seo-fields'
import { useSlugFromTitle } from '@/components/crud/use-slug-from-title'
import { adminRoutes } from '@/config/admin-routes'
import { publicRoutes } from '@/config/routes'

import type { ArticleRow } from '../admin-schemas'
import { articlesResource } from '../articles-resource'

/** Create (row null) or edit an article on its own page; a new one then opens as an edit. */
export function ArticleForm({ row, onReload }: ResourcePageFormProps<ArticleRow>) {
  const { t } = useTranslation('admin')
  const navigate = useNavigate()
  const state = useResourceForm(articlesResource, {
    row,
    onSaved: (saved) =>
      row ? undefined : navigate(adminRoutes.newsEdit(saved.id), { replace: true }),
    onReload,
  })
  const { form, field } = state
  const slugFromTitle = useSlugFromTitle(form, { follow: !row, max: 120 })

  const [cover, alt, slug] = useWatch({
    control: form.control,
    name: ['cover_image_url', 'cover_alt.id', 'slug'],
  })
  return (
    <CrudForm {...state} label={state.title}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-5">
          <BilingualField {...field('title')} maxLength={200} onValueChange={slugFromTitle} />
          <TextField
            {...field('slug')}
            required
            description={t('news.fields.slugHint', { slug: slug || '…' })}
            maxLength={120}
            className="font-mono"
            autoCapitalize="none"
            spellCheck={false}
          />
          <BilingualField {...field('excerpt')} kind="textarea" required={false} maxLength={500} />
          <BilingualField {...field('content')} kind="markdown" />
          <SeoFields
            control={form.control}
            folder="articles"
            path={slug ? publicRoutes.newsDetail(slug) : publicRoutes.news}
            fallback={{ title: 'title', description: 'excerpt', image: 'cover_image_url' }}
          />
        </div>
        <div className="grid content-start gap-5">
          <PublicationFields
            control={form.control}
            published={{ name: 'status', on: 'published', off: 'draft' }}
            publish={{
              name: 'published_at',
              label: t('news.fields.publishedAt'),
              description: t('news.fields.publishedAtHint'),
            }}
            unpublish={{ name: 'unpublish_at' }}
          />
          <MediaField
            {...field('cover_image_url', 'cover')}
            kind="image"
            folder="articles"
            alt={alt}
            onPick={altFromLibrary(form, 'cover_alt')}
          />
          {cover ? (
            <BilingualField {...field('cover_alt')} kind="textarea" maxLength={300} />
          ) : null}
        </div>
      </div>
    </CrudForm>
  )
}
