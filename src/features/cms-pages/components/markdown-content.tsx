import { lazy, Suspense } from 'react'

import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'

// react-markdown and its parser stay out of the initial bundle.
const Markdown = lazy(() => import('@/components/markdown'))

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

/** The lazily loaded safe Markdown renderer with the CMS pages' prose styling. */
export function MarkdownContent({ source, className }: { source: string; className?: string }) {
  return (
    <Suspense fallback={<MarkdownSkeleton />}>
      <Markdown
        className={cn(
          'prose-headings:scroll-mt-24 prose-headings:tracking-tight prose-a:text-primary prose-a:underline-offset-4',
          className,
        )}
      >
        {source}
      </Markdown>
    </Suspense>
  )
}
