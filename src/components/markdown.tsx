import ReactMarkdown, { defaultUrlTransform } from 'react-markdown'
import { cn } from '@/lib/utils'

/** Links and images may only use these schemes (or be relative); anything else is dropped. */
const SAFE_URL = /^(https?:|mailto:|tel:|\/|#|\.)/i

/** Like react-markdown's default, but stricter: no `data:` and no unknown schemes. */
export function safeUrl(url: string): string {
  const cleaned = defaultUrlTransform(url.trim())
  return SAFE_URL.test(cleaned) || !/^[a-z][a-z0-9+.-]*:/i.test(cleaned) ? cleaned : ''
}

export interface MarkdownProps {
  children: string
  className?: string
}

/**
 * Renders staff-written Markdown safely (DECISIONS 11): raw HTML is skipped, not rendered, and
 * `javascript:`/`data:` links are removed. Lazy-load it where it is not on the first screen:
 * `lazy(() => import('@/components/markdown'))` (default export below).
 */
export function Markdown({ children, className }: MarkdownProps) {
  return (
    <div className={cn('prose prose-slate max-w-none dark:prose-invert', className)}>
      <ReactMarkdown skipHtml urlTransform={safeUrl}>
        {children}
      </ReactMarkdown>
    </div>
  )
}

export default Markdown
