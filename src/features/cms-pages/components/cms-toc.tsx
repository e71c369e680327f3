import { useTranslation } from 'react-i18next'

import type { MarkdownHeading } from '@/lib/markdown-headings'
import { cn } from '@/lib/utils'

/** Contents of a long page: links to its headings (ids from lib/markdown-headings). */
export function CmsToc({
  headings,
  className,
}: {
  headings: MarkdownHeading[]
  className?: string
}) {
  const { t } = useTranslation('public')
  return (
    <nav aria-label={t('cms.toc')} className={cn('rounded-xl border p-5', className)}>
      <h2 className="text-sm font-semibold">{t('cms.toc')}</h2>
      <ol className="mt-3 space-y-2 text-sm">
        {headings.map((heading) => (
          <li key={heading.id} className={cn(heading.level === 3 && 'pl-4')}>
            <a
              href={`#${heading.id}`}
              className="rounded-sm text-muted-foreground underline-offset-4 hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
