import { lazy, Suspense } from 'react'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'

// react-markdown and its parser stay out of the initial bundle.
const SafeMarkdown = lazy(async () => ({ default: (await import('./safe-markdown')).SafeMarkdown }))

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

/** Prose styling plus the lazily loaded safe Markdown renderer. */
export function MarkdownContent({ source, className }: { source: string; className?: string }) {
  return (
    <div
      className={cn(
        'prose prose-slate max-w-none dark:prose-invert prose-headings:scroll-mt-24 prose-headings:tracking-tight prose-a:text-primary prose-a:underline-offset-4',
        className,
      )}
    >
      <Suspense fallback={<MarkdownSkeleton />}>
        <SafeMarkdown>{source}</SafeMarkdown>
      </Suspense>
    </div>
  )
}
