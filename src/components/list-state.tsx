import { useTranslation } from 'react-i18next'

import { Skeleton } from '@/components/ui/skeleton'

/**
 * A public list while it loads: `count` placeholders in the list's own layout (`className`),
 * announced to screen readers.
 */
export function ListSkeleton({
  count,
  className,
  itemClassName,
}: {
  count: number
  className: string
  itemClassName: string
}) {
  const { t } = useTranslation(['public', 'common'])
  return (
    <div role="status" className={className}>
      <span className="sr-only">{t('common:a11y.loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={itemClassName} />
      ))}
    </div>
  )
}

/** A public list with nothing to show: the list's empty text, or the load error. */
export function ListEmpty({ text }: { text: string }) {
  return (
    <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{text}</p>
  )
}
