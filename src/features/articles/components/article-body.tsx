import { MarkdownContent } from '@/components/markdown-content'
import { Skeleton } from '@/components/ui/skeleton'

/** The article's Markdown body in typography styles (the site's one Markdown component). */
export function ArticleBody({ markdown }: { markdown: string }) {
  return (
    <MarkdownContent
      source={markdown}
      className="sm:prose-lg prose-a:text-primary prose-a:underline-offset-4 prose-img:rounded-lg"
      fallback={
        <div className="space-y-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      }
    />
  )
}
