import { lazy, type ReactNode, Suspense } from 'react'

import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'

// react-markdown and its parser: a chunk of their own, loaded only where Markdown is rendered
// in the browser (the staff app's previews, a page the server did not render).
const Markdown = lazy(() => import('@/components/markdown'))

/** A short stable key of a Markdown text (FNV-1a, base 36): the same text, the same key. */
export function markdownKey(source: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < source.length; i++) {
    hash ^= source.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return `${(hash >>> 0).toString(36)}-${source.length.toString(36)}`
}

let rendered: Map<string, string> | undefined

/**
 * The HTML the server already rendered for a Markdown text on this page (`data-md`), or null.
 * Read once, before an island changes anything, so a part that leaves and comes back (an FAQ
 * answer filtered out, then in again) still finds it.
 */
function renderedHtml(key: string): string | null {
  if (typeof document === 'undefined') return null
  if (!rendered) {
    rendered = new Map()
    for (const element of document.querySelectorAll<HTMLElement>('[data-md]'))
      rendered.set(element.dataset.md!, element.innerHTML)
  }
  return rendered.get(key) ?? null
}

export function MarkdownSkeleton() {
  return (
    <div className="space-y-3">
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-11/12" />
      <Skeleton className="h-5 w-4/5" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-2/3" />
    </div>
  )
}

/**
 * The one Markdown component of the site (articles, CMS pages, FAQ answers, the editors'
 * previews): staff-written Markdown rendered safely (components/markdown.tsx,
 * docs/product.md#rich-text) in the typography styles, `className` adding to them.
 *
 * Public pages are server HTML plus islands (docs/decisions/010): the server renders the
 * Markdown, so a page costs no Markdown code in the browser. An island that shows Markdown
 * (the FAQ list) reuses the HTML the server wrote for the same text rather than loading the
 * renderer; only a text the server did not render (new data, the staff app) loads it, lazily.
 */
export function MarkdownContent({
  source,
  className,
  fallback = <MarkdownSkeleton />,
}: {
  source: string
  className?: string
  fallback?: ReactNode
}) {
  const key = markdownKey(source)
  const classes = cn(
    'prose prose-slate max-w-none dark:prose-invert prose-code:before:content-none prose-code:after:content-none',
    className,
  )
  const html = renderedHtml(key)
  if (html !== null)
    return <div data-md={key} className={classes} dangerouslySetInnerHTML={{ __html: html }} />
  return (
    <Suspense fallback={fallback}>
      <Markdown className={classes} dataKey={key}>
        {source}
      </Markdown>
    </Suspense>
  )
}
