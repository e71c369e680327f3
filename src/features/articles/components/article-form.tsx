import { useRef } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'

import { BilingualField } from '@/components/crud/bilingual-field'
import { CrudForm } from '@/components/crud/crud-form'
import { FieldRow } from '@/components/crud/field-row'
import { altFromLibrary, MediaField } from '@/components/crud/form-fields'
import { PublicationFields } from '@/components/crud/publication-fields'
import type { ResourcePageFormProps } from '@/components/crud/resource-edit-page'
import { useResourceForm } from '@/components/crud/resource-form'
import { SeoFields } from '@/components/crud/seo-fields'
import { Input } from '@/components/ui/input'
import { adminRoutes, publicRoutes } from '@/config/routes'
import { slugify } from '@/lib/resource/translatable'

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
  const slugEdited = useRef(row !== null)

  const [cover, alt, slug] = useWatch({
    control: form.control,
    name: ['cover_image_url', 'cover_alt.id', 'slug'],
  })
  const { errors } = form.formState
  const slugField = form.register('slug')
  return (
    <CrudForm {...state} label={state.title}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-5">
          <BilingualField
            {...field('title')}
            maxLength={200}
            onValueChange={(lang, value) => {
              // A new article's slug follows its Indonesian title until edited by hand.
              if (lang === 'id' && !slugEdited.current) {
                form.setValue('slug', slugify(value, 120), {
                  shouldDirty: true,
                  shouldValidate: form.formState.isSubmitted,
                })
              }
            }}
          />
          <FieldRow
            label={t('news.fields.slug')}
            required
            description={t('news.fields.slugHint', { slug: slug || '…' })}
            error={errors.slug?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...slugField}
                onChange={(event) => {
                  slugEdited.current = true
                  return slugField.onChange(event)
                }}
                maxLength={120}
                className="font-mono"
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
          </FieldRow>
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
