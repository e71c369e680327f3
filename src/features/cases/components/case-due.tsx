import { useTranslation } from 'react-i18next'

import { DateTimeCell } from '@/components/crud/resource-columns'
import { currentLanguage } from '@/lib/i18n'
import { cn } from '@/lib/utils'

import { type CaseRow, isClosed, isOverdue } from '../schemas'
import { OverdueBadge } from './case-status-badge'

/** The SLA due date; overdue open cases say so in words and in the destructive colour. */
export function CaseDue({ row }: { row: Pick<CaseRow, 'status' | 'due_at'> }) {
  const { t, i18n } = useTranslation('admin')
  const overdue = isOverdue(row)
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <DateTimeCell
        iso={row.due_at}
        language={currentLanguage(i18n)}
        className={cn(
          overdue && 'font-semibold text-destructive',
          isClosed(row.status) && 'text-muted-foreground line-through',
        )}
      />
      {overdue ? <OverdueBadge /> : null}
      {isClosed(row.status) ? <span className="sr-only">({t('cases.closed')})</span> : null}
    </div>
  )
}
