import { lazy, Suspense } from 'react'

import { Skeleton } from '@/components/ui/skeleton'

// The shared safe Markdown renderer (no raw HTML, http(s)/mailto/tel/relative links only),
// loaded on demand so react-markdown stays out of the initial bundle.
const Markdown = lazy(() => import('@/components/markdown'))

/** The article's Markdown body in typography styles. */
export function ArticleBody({ markdown }: { markdown: string }) {
  return (
    <Suspense
      fallback={
        <div className="space-y-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      }
    >
      <Markdown className="sm:prose-lg prose-a:text-primary prose-a:underline-offset-4 prose-img:rounded-lg">
        {markdown}
      </Markdown>
    </Suspense>
  )
}
