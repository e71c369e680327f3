import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { publicRoutes } from '@/config/routes'
import { cn } from '@/lib/utils'

/** A link in the text beside a public form. */
export function GuideLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-primary underline underline-offset-4">
      {children}
    </Link>
  )
}

/**
 * The box beside a public form (complaint, appeal): a heading, the steps (`ordered`) or the
 * rules, and the way to the status lookup. `region`: the box is its own labelled landmark.
 */
export function FormGuide({
  titleId,
  title,
  items,
  ordered = false,
  region = false,
  className,
}: {
  titleId: string
  title: string
  items: string[]
  ordered?: boolean
  region?: boolean
  className?: string
}) {
  const { t } = useTranslation('public')
  const List = ordered ? 'ol' : 'ul'
  return (
    <section
      aria-labelledby={region ? titleId : undefined}
      className={cn('rounded-lg border bg-muted/40 p-6', className)}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <List className={cn('mt-3 space-y-2 pl-5 text-sm', ordered ? 'list-decimal' : 'list-disc')}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
      <p className="mt-4 text-sm">
        <GuideLink to={publicRoutes.status}>{t('status.title')}</GuideLink>
      </p>
    </section>
  )
}
