import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { Eye } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { AuditRow } from '../lib/audit'
import type { useAuditLabels } from './use-audit-labels'

const ACTION_VARIANT = { insert: 'default', update: 'secondary', delete: 'destructive' } as const

/** Columns of the audit table (ids are the sort keys of the list config). */
export function auditColumns(
  t: TFunction<'admin'>,
  labels: ReturnType<typeof useAuditLabels>,
  onOpen: (row: AuditRow) => void,
): ColumnDef<AuditRow, unknown>[] {
  return [
    {
      id: 'at',
      header: t('auditLog.fields.at'),
      cell: ({ row }) => (
        <time dateTime={row.original.at} className="whitespace-nowrap tabular-nums">
          {labels.at(row.original.at)}
        </time>
      ),
    },
    {
      id: 'actor',
      header: t('auditLog.fields.actor'),
      cell: ({ row }) => <span className="break-all">{labels.actor(row.original)}</span>,
    },
    {
      id: 'action',
      header: t('auditLog.fields.action'),
      cell: ({ row }) => (
        <Badge
          variant={ACTION_VARIANT[row.original.action as keyof typeof ACTION_VARIANT] ?? 'outline'}
        >
          {labels.action(row.original.action)}
        </Badge>
      ),
    },
    {
      id: 'table_name',
      header: t('auditLog.fields.table'),
      cell: ({ row }) => labels.table(row.original.table_name),
    },
    {
      id: 'record',
      enableSorting: false,
      header: t('auditLog.fields.record'),
      cell: ({ row }) => (
        <span className="line-clamp-2 max-w-72">
          {row.original.record_title ?? row.original.record_id}
        </span>
      ),
    },
    {
      id: '_actions',
      enableSorting: false,
      header: () => <span className="sr-only">{t('crud.table.actions')}</span>,
      cell: ({ row }) => {
        const name =
          `${labels.action(row.original.action)} ${labels.table(row.original.table_name)} ${
            row.original.record_title ?? ''
          }`.trim()
        return (
          <div className="flex justify-end">
            <Button
              type="button"
              variant="ghost"
              size={null}
              className="size-9 gap-2 text-sm"
              title={t('auditLog.detail.title')}
              aria-label={t('auditLog.detail.open', { name })}
              onClick={() => onOpen(row.original)}
            >
              <Eye aria-hidden="true" />
            </Button>
          </div>
        )
      },
    },
  ]
}
