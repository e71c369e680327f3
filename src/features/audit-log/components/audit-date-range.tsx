import { useId } from 'react'
import { useTranslation } from 'react-i18next'

import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

/** From/to day inputs (inclusive) for the audit list; values are `YYYY-MM-DD` or ''. */
export function AuditDateRange({
  from,
  to,
  onChange,
}: {
  from: string
  to: string
  onChange: (change: { from?: string | null; to?: string | null }) => void
}) {
  const { t } = useTranslation('admin')
  const fromId = useId()
  const toId = useId()
  const errorId = useId()
  const invalid = from !== '' && to !== '' && to < from
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap gap-2">
        <div className="grid gap-1.5">
          <Label htmlFor={fromId}>{t('auditLog.filters.from')}</Label>
          <Input
            id={fromId}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => onChange({ from: event.target.value || null })}
            unsized
            className="h-10 w-40"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={toId}>{t('auditLog.filters.to')}</Label>
          <Input
            id={toId}
            type="date"
            value={to}
            min={from || undefined}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => onChange({ to: event.target.value || null })}
            unsized
            className="h-10 w-40"
          />
        </div>
      </div>
      {invalid ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {t('auditLog.filters.invalidRange')}
        </p>
      ) : null}
    </div>
  )
}
