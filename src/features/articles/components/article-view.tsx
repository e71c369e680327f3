import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { FallbackNote } from '@/components/fallback-note'
import { ResponsiveImage } from '@/components/responsive-image'
import { currentLanguage } from '@/lib/i18n'
import { TEXT_COLUMN_IMAGE } from '@/lib/image-url'
import { translate } from '@/lib/translate'

import type { PublishedArticle } from '../api/get-article-by-slug'
import { formatArticleDate } from '../lib/format-date'
import { ArticleBody } from './article-body'

/**
 * A published article: title, date, cover image and the Markdown body; `footer` below it (the
 * public article page's share links; a preview has no address to share).
 */
export function ArticleView({
  article,
  footer,
}: {
  article: PublishedArticle
  footer?: ReactNode
}) {
  const { t, i18n } = useTranslation('public')
  const language = currentLanguage(i18n)
  const excerpt = translate(article.excerpt, language)
  return (
    <article className="mx-auto max-w-3xl">
      <header className="space-y-3">
        {article.published_at ? (
          <p className="text-sm text-muted-foreground">
            {t('news.publishedOn')}{' '}
            <time dateTime={article.published_at}>
              {formatArticleDate(article.published_at, language)}
            </time>
          </p>
        ) : null}
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          {translate(article.title, language)}
        </h1>
        {excerpt ? <p className="text-lg text-muted-foreground">{excerpt}</p> : null}
        <FallbackNote values={[article.title, article.excerpt, article.content]} />
      </header>
      {article.cover_image_url ? (
        <ResponsiveImage
          src={article.cover_image_url}
          {...TEXT_COLUMN_IMAGE}
          priority
          alt={translate(article.cover_alt, language)}
          width={1200}
          height={675}
          className="mt-8 aspect-[16/9] w-full rounded-lg border bg-muted object-cover"
        />
      ) : null}
      <div className="mt-8">
        <ArticleBody markdown={translate(article.content, language)} />
      </div>
      {footer}
    </article>
  )
}
