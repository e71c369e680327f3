import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { type Language, LANGUAGE_QUERY_PARAM, SUPPORTED_LANGUAGES } from '@/config/constants'
import { useShareDefaultsQuery } from '@/lib/resource/share-defaults'
import {
  isShareableImage,
  SEO_DESCRIPTION_RECOMMENDED,
  SEO_TITLE_RECOMMENDED,
  type SeoFieldsRow,
  seoHead,
} from '@/lib/seo-meta'
import { translate } from '@/lib/translate'

export interface SeoPreviewProps {
  item: SeoFieldsRow
  /** What the page falls back to: its title, summary (excerpt) and image (cover). */
  fallback: { title: unknown; description?: unknown; image?: string | null }
  /** The page's public path. */
  path: string
  /** Said in place of the description when none is set. */
  emptyDescription?: string
}

/** Search engines cut a title or description about here; the preview does the same. */
function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
}

/**
 * What a search result and a shared link will show, per language, computed with the public
 * head's own rules (seoHead): the meta title or "<title> - <site name>", the description or
 * its fallback, the share image, the cover or the site's default image (settings).
 */
export function SeoPreview({ item, fallback, path, emptyDescription }: SeoPreviewProps) {
  const { t } = useTranslation(['admin', 'public', 'common'])
  const headingId = useId()
  const [language, setLanguage] = useState<Language>('id')
  const defaults = useShareDefaultsQuery().data
  const siteName = defaults?.site_name || t('common:app.name')
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-sm font-semibold">
        {t('crud.seo.preview.heading')}
      </h3>
      <Tabs value={language} onValueChange={(value) => setLanguage(value as Language)}>
        <TabsList aria-label={t('crud.seo.preview.language')} size="sm">
          {SUPPORTED_LANGUAGES.map((lang) => (
            <TabsTrigger key={lang} value={lang} className="h-7">
              {t(`crud.bilingual.${lang}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {SUPPORTED_LANGUAGES.map((lang) => {
          const head = seoHead(item, lang, fallback)
          const pageTitle = translate(fallback.title, lang).trim()
          const title =
            head.fullTitle ?? [pageTitle, siteName].filter(Boolean).join(t('public:meta.separator'))
          const description = head.description
          const image =
            head.image ??
            (isShareableImage(defaults?.share_image_url) ? defaults.share_image_url : null)
          const url = new URL(path, window.location.origin)
          if (lang !== 'id') url.searchParams.set(LANGUAGE_QUERY_PARAM, lang)
          const noDescription = emptyDescription ?? t('crud.seo.preview.noDescription')
          return (
            <TabsContent key={lang} value={lang} className="mt-3 grid gap-4 lg:grid-cols-2">
              <figure className="grid content-start gap-1.5" data-testid={`seo-search-${lang}`}>
                <figcaption className="text-xs font-medium text-muted-foreground">
                  {t('crud.seo.preview.search')}
                </figcaption>
                <div className="grid gap-1 rounded-md border bg-background p-3">
                  <span className="truncate text-xs text-muted-foreground">
                    {`${siteName} · ${url.host}${url.pathname}${url.search}`}
                  </span>
                  <span className="text-lg leading-snug text-blue-700 dark:text-blue-300">
                    {clip(title, SEO_TITLE_RECOMMENDED)}
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {description ? (
                      clip(description, SEO_DESCRIPTION_RECOMMENDED)
                    ) : (
                      <em>{noDescription}</em>
                    )}
                  </span>
                </div>
              </figure>
              <figure className="grid content-start gap-1.5" data-testid={`seo-card-${lang}`}>
                <figcaption className="text-xs font-medium text-muted-foreground">
                  {t('crud.seo.preview.card')}
                </figcaption>
                <div className="overflow-hidden rounded-md border bg-muted/40">
                  {image ? (
                    <img
                      src={image}
                      alt=""
                      className="aspect-[1.91/1] w-full bg-muted object-cover"
                      data-source={head.ownImage ? 'own' : head.image ? 'fallback' : 'default'}
                    />
                  ) : (
                    <div className="grid aspect-[1.91/1] place-items-center bg-muted text-sm text-muted-foreground">
                      {t('crud.seo.preview.noImage')}
                    </div>
                  )}
                  <div className="grid gap-0.5 p-3">
                    <span className="text-xs uppercase text-muted-foreground">{url.host}</span>
                    <span className="line-clamp-2 font-semibold">
                      {head.fullTitle ?? (pageTitle || siteName)}
                    </span>
                    <span className="line-clamp-2 text-sm text-muted-foreground">
                      {description || noDescription}
                    </span>
                  </div>
                </div>
                {item.share_image_url && !head.ownImage ? (
                  <p className="text-xs text-muted-foreground">
                    {t('crud.seo.preview.svgSkipped')}
                  </p>
                ) : null}
                {image && !head.image ? (
                  <p className="text-xs text-muted-foreground">
                    {t('crud.seo.preview.defaultImage')}
                  </p>
                ) : null}
              </figure>
            </TabsContent>
          )
        })}
      </Tabs>
    </section>
  )
}
