import type { ReactNode } from 'react'

import { cn } from '@/lib/utils'

export interface StatusCountItem {
  /** The filter value (null = no filter, "all"). */
  value: string | null
  label: string
  /** Undefined while counts load. */
  count: number | undefined
  icon?: ReactNode
  /** Draws attention (e.g. unread or overdue items exist): bold text and a ring, plus the count. */
  emphasis?: boolean
}

/**
 * A row of toggle buttons that filter a list by status and show how many rows each status has
 * ("Baru 3 · Diproses 1 …"). The pressed state is `aria-pressed`, shown by a filled button, and
 * the count is text, so nothing depends on colour alone. Wraps on small screens.
 */
export function StatusCountFilter({
  label,
  items,
  value,
  onChange,
}: {
  /** Accessible name of the group ("Saring menurut status"). */
  label: string
  items: StatusCountItem[]
  value: string | null
  onChange: (value: string | null) => void
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => {
        const pressed = item.value === value
        return (
          <button
            key={item.value ?? '__all'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(pressed ? null : item.value)}
            className={cn(
              'inline-flex min-h-9 items-center gap-2 rounded-full border px-3 py-1 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
              pressed
                ? 'border-brand bg-brand text-brand-foreground'
                : 'bg-background hover:bg-accent hover:text-accent-foreground',
              item.emphasis && !pressed && 'border-foreground/60 font-semibold',
            )}
          >
            {item.icon}
            <span>{item.label}</span>
            <span
              className={cn(
                'min-w-6 rounded-full px-1.5 text-center text-xs font-semibold tabular-nums',
                pressed ? 'bg-brand-foreground/20' : 'bg-muted',
              )}
            >
              {item.count ?? '…'}
            </span>
          </button>
        )
      })}
    </div>
  )
}

/**
 * The inboxes' items: "all" (the sum of the counts) and one per status with its count; the
 * `attention` status (what is still unread) is emphasised while it has rows.
 */
export function statusCountItems<S extends string>(
  statuses: readonly S[],
  counts: Record<NoInfer<S>, number> | undefined,
  { all, label, attention }: { all: string; label: (status: S) => string; attention: S },
): StatusCountItem[] {
  return [
    {
      value: null,
      label: all,
      count: counts ? statuses.reduce((sum, status) => sum + counts[status], 0) : undefined,
    },
    ...statuses.map((status) => ({
      value: status,
      label: label(status),
      count: counts?.[status],
      emphasis: status === attention && (counts?.[status] ?? 0) > 0,
    })),
  ]
}
