import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import {
  SEO_DESCRIPTION_MAX,
  SEO_DESCRIPTION_RECOMMENDED,
  SEO_TITLE_MAX,
  SEO_TITLE_RECOMMENDED,
} from '@/lib/seo-meta'

import { BilingualField } from './bilingual-field'
import { MediaField } from './form-fields'
import { SeoPreview } from './seo-preview'

export interface SeoFieldsProps<T extends FieldValues> {
  /** The form's control; its values include `seoFormShape` (seo-form.ts). */
  control: Control<T>
  /** Media folder for an uploaded share image (`articles`, `pages`). */
  folder: string
  /** The page's public path, for the previews' address. */
  path: string
  /** Form fields the page falls back to: its title, summary (excerpt) and image (cover). */
  fallback: { title: Path<T>; description?: Path<T>; image?: Path<T> }
  /** Hint under the description (CMS pages: it is also the lead under the page heading). */
  descriptionHint?: string
  /** What the previews say when no description is set (CMS pages: the page's standard one). */
  emptyDescription?: string
}

const field = <T extends FieldValues>(name: string) => name as Path<T>

/**
 * Search and link-preview fields of a CMS page or an article: meta title and
 * description per language with counters against the lengths search engines show, a share
 * image, and previews of the search result and the share card as the public head will send
 * them (lib/seo-meta.ts). Kept apart from the forms, which other work extends.
 */
export function SeoFields<T extends FieldValues>({
  control,
  folder,
  path,
  fallback,
  descriptionHint,
  emptyDescription,
}: SeoFieldsProps<T>) {
  const { t } = useTranslation('admin')
  const names = [
    'meta_title',
    'meta_description',
    'share_image_url',
    fallback.title,
    fallback.description ?? fallback.title,
    fallback.image ?? 'share_image_url',
  ].map(field<T>)
  const [metaTitle, metaDescription, shareImage, title, description, image] = useWatch({
    control,
    name: names,
  }) as unknown[]
  const shareImageUrl = typeof shareImage === 'string' ? shareImage : ''
  return (
    <fieldset className="grid gap-5 rounded-lg border p-4" data-testid="seo-fields">
      <legend className="px-1 text-base font-semibold">{t('crud.seo.legend')}</legend>
      <p className="-mt-2 text-sm text-muted-foreground">{t('crud.seo.intro')}</p>
      <BilingualField
        control={control}
        name={field<T>('meta_title')}
        label={t('crud.seo.metaTitle')}
        description={t('crud.seo.metaTitleHint', { max: SEO_TITLE_RECOMMENDED })}
        required={false}
        maxLength={SEO_TITLE_MAX}
        recommended={SEO_TITLE_RECOMMENDED}
      />
      <BilingualField
        control={control}
        name={field<T>('meta_description')}
        label={t('crud.seo.metaDescription')}
        description={
          descriptionHint ?? t('crud.seo.metaDescriptionHint', { max: SEO_DESCRIPTION_RECOMMENDED })
        }
        kind="textarea"
        required={false}
        maxLength={SEO_DESCRIPTION_MAX}
        recommended={SEO_DESCRIPTION_RECOMMENDED}
      />
      <div className="grid gap-1.5">
        <MediaField
          control={control}
          name={field<T>('share_image_url')}
          label={t('crud.seo.shareImage')}
          kind="image"
          folder={folder}
          alt={t('crud.seo.shareImageAlt')}
        />
        <p className="text-xs text-muted-foreground">
          {t(fallback.image ? 'crud.seo.shareImageHint' : 'crud.seo.shareImageHintNoCover')}
        </p>
      </div>
      <SeoPreview
        item={{
          meta_title: metaTitle,
          meta_description: metaDescription,
          share_image_url: shareImageUrl,
        }}
        fallback={{
          title,
          description: fallback.description ? description : undefined,
          image: fallback.image && typeof image === 'string' ? image : null,
        }}
        path={path}
        emptyDescription={emptyDescription}
      />
    </fieldset>
  )
}
