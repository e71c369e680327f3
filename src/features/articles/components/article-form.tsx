import { zodResolver } from '@hookform/resolvers/zod'
import { useRef } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { BilingualField } from '@/components/crud/bilingual-field'
import { CrudForm } from '@/components/crud/crud-form'
import { FieldRow } from '@/components/crud/field-row'
import { MediaUpload } from '@/components/crud/media-upload'
import { slugify } from '@/components/crud/translatable'
import { useConflictCheckedSave } from '@/components/crud/use-conflict-checked-save'
import { Input } from '@/components/ui/input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { adminRoutes } from '@/config/routes'
import {
  ARTICLE_STATUSES,
  articleFormDefaults,
  articleFormSchema,
  displayStatus,
  type ArticleFormValues,
  type ArticleRow,
} from '../admin-schemas'
import { useArticleSaveMutation } from '../api/save-article'
import { ArticleStatusBadge } from './article-status-badge'

/** Create (row null) or edit an article on its own page. Key it by `row?.updated_at`. */
export function ArticleForm({
  row,
  onReload,
}: {
  row: ArticleRow | null
  onReload: () => unknown
}) {
  const { t } = useTranslation('admin')
  const navigate = useNavigate()
  const form = useForm<ArticleFormValues>({
    resolver: zodResolver(articleFormSchema),
    defaultValues: articleFormDefaults(row),
  })
  const mutation = useArticleSaveMutation()
  const slugEdited = useRef(row !== null)
  const { onSubmit, dialogs } = useConflictCheckedSave({
    form,
    entity: t('news.entity'),
    table: 'articles',
    isNew: row === null,
    save: (values) => mutation.mutateAsync({ row, values }),
    onSaved: (saved) =>
      row ? undefined : navigate(adminRoutes.newsEdit(saved.id), { replace: true }),
    onReload,
    fieldAliases: {
      title: 'title.id',
      content: 'content.id',
      excerpt: 'excerpt.id',
      cover_alt: 'cover_alt.id',
    },
  })

  const [status, publishedAt, cover, alt, slug] = useWatch({
    control: form.control,
    name: ['status', 'published_at', 'cover_image_url', 'cover_alt.id', 'slug'],
  })
  const shownStatus = displayStatus({
    status,
    published_at: publishedAt ? new Date(publishedAt).toISOString() : null,
  })
  const { errors } = form.formState
  const slugField = form.register('slug')
  return (
    <CrudForm
      form={form}
      onSubmit={onSubmit}
      dialogs={dialogs}
      label={row ? t('news.titles.edit') : t('news.titles.new')}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-5">
          <BilingualField
            control={form.control}
            name="title"
            label={t('news.fields.title')}
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
          <BilingualField
            control={form.control}
            name="excerpt"
            label={t('news.fields.excerpt')}
            kind="textarea"
            required={false}
            maxLength={500}
          />
          <BilingualField
            control={form.control}
            name="content"
            label={t('news.fields.content')}
            kind="markdown"
          />
        </div>
        <div className="grid content-start gap-5">
          <div className="flex items-center gap-2 text-sm">
            <span className="text-muted-foreground">{t('news.fields.status')}:</span>
            <ArticleStatusBadge status={shownStatus} />
          </div>
          <Controller
            control={form.control}
            name="status"
            render={({ field, fieldState }) => (
              <FieldRow label={t('news.fields.status')} required error={fieldState.error?.message}>
                {(control) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger {...control} ref={field.ref}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {ARTICLE_STATUSES.map((s) => (
                        <SelectItem key={s} value={s}>
                          {t(`crud.status.${s}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              </FieldRow>
            )}
          />
          <FieldRow
            label={t('news.fields.publishedAt')}
            description={t('news.fields.publishedAtHint')}
            error={errors.published_at?.message}
          >
            {(control) => (
              <Input {...control} {...form.register('published_at')} type="datetime-local" />
            )}
          </FieldRow>
          <Controller
            control={form.control}
            name="cover_image_url"
            render={({ field, fieldState }) => (
              <MediaUpload
                kind="image"
                folder="articles"
                label={t('news.fields.cover')}
                value={field.value}
                onChange={field.onChange}
                alt={alt}
                error={fieldState.error?.message}
              />
            )}
          />
          {cover ? (
            <BilingualField
              control={form.control}
              name="cover_alt"
              label={t('news.fields.coverAlt')}
              kind="textarea"
              maxLength={300}
            />
          ) : null}
        </div>
      </div>
    </CrudForm>
  )
}
