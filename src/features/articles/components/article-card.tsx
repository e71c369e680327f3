import { Newspaper } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { ResponsiveImage } from '@/components/responsive-image'
import { publicRoutes } from '@/config/routes'
import { currentLanguage } from '@/lib/i18n'
import { translate } from '@/lib/translate'

import type { ArticleSummary } from '../api/get-published-articles'
import { formatArticleDate } from '../lib/format-date'

/**
 * A card's width in the news list's grid (`sm:grid-cols-2 lg:grid-cols-3`, gap 1.5rem) inside
 * the container (its breakpoint's width, 1rem padding; 1280px at most).
 */
const CARD_SIZES = {
  sizes:
    '(min-width: 1280px) 400px, (min-width: 1024px) 315px, (min-width: 768px) 356px, (min-width: 640px) 292px, calc(100vw - 2rem)',
  min: 288,
  max: 608,
}

/**
 * One article in the news list: cover, date, title (the link) and excerpt. `eager` for cards in
 * view on arrival (their cover is not lazy-loaded); `priority` for the first, whose cover is the
 * page's largest image on a phone (fetched first and preloaded, docs/decisions/014 and 018).
 * `heading`: the title's level (`h3` in a section under its own `h2`, as on the home page).
 */
export function ArticleCard({
  article,
  eager = false,
  priority = false,
  heading: Heading = 'h2',
}: {
  article: ArticleSummary
  eager?: boolean
  priority?: boolean
  heading?: 'h2' | 'h3'
}) {
  const { i18n } = useTranslation()
  const language = currentLanguage(i18n)
  const title = translate(article.title, language)
  const excerpt = translate(article.excerpt, language)
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <div className="flex aspect-[16/9] items-center justify-center overflow-hidden bg-primary/10">
        {article.cover_image_url ? (
          <ResponsiveImage
            src={article.cover_image_url}
            {...CARD_SIZES}
            priority={priority}
            loading={eager || priority ? 'eager' : 'lazy'}
            alt={translate(article.cover_alt, language)}
            width={640}
            height={360}
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
        ) : (
          // No cover: a calm brand-tinted panel, not an empty grey box.
          <Newspaper aria-hidden="true" className="size-12 text-primary/40" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {article.published_at ? (
          <time dateTime={article.published_at} className="text-sm text-muted-foreground">
            {formatArticleDate(article.published_at, language)}
          </time>
        ) : null}
        <Heading className="text-lg font-semibold leading-snug">
          <Link
            to={publicRoutes.newsDetail(article.slug)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-primary"
          >
            {title}
          </Link>
        </Heading>
        {excerpt ? <p className="line-clamp-3 text-sm text-muted-foreground">{excerpt}</p> : null}
      </div>
    </article>
  )
}
