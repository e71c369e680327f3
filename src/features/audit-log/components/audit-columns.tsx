import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { Eye } from 'lucide-react'

import { csvColumns } from '@/components/crud/resource-columns'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { CsvColumn } from '@/lib/csv'
import type { ReadProgress } from '@/lib/resource/crud-requests'
import type { FilterDef } from '@/lib/resource/list-params'
import type { ListParams } from '@/lib/resource/list-params'

import { getAuditLog } from '../api/list-audit-log'
import { AUDIT_ACTIONS, AUDIT_LOG_TABLES, type AuditRow, NO_ACTOR, recordLabel } from '../lib/audit'
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
      meta: { priority: 'secondary' },
    },
    {
      id: 'record',
      enableSorting: false,
      header: t('auditLog.fields.record'),
      cell: ({ row }) => (
        <span className="line-clamp-2 max-w-72">{recordLabel(row.original) ?? '—'}</span>
      ),
      meta: { priority: 'optional' },
    },
    {
      id: '_actions',
      enableSorting: false,
      header: () => <span className="sr-only">{t('crud.table.actions')}</span>,
      cell: ({ row }) => {
        const name =
          `${labels.action(row.original.action)} ${labels.table(row.original.table_name)} ${
            recordLabel(row.original) ?? ''
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

type Labels = ReturnType<typeof useAuditLabels>

/** The toolbar's filters: table, action and actor (system and public under one entry). */
export function auditFilters(t: TFunction<'admin'>, labels: Labels, actors: string[]): FilterDef[] {
  return [
    {
      id: 'table_name',
      label: t('auditLog.filters.table'),
      options: AUDIT_LOG_TABLES.map((name) => ({
        value: name,
        label: labels.table(name),
      })).sort((a, b) => a.label.localeCompare(b.label)),
    },
    {
      id: 'action',
      label: t('auditLog.filters.action'),
      options: AUDIT_ACTIONS.map((action) => ({
        value: action,
        label: labels.action(action),
      })),
    },
    {
      id: 'actor',
      label: t('auditLog.filters.actor'),
      options: [
        {
          value: NO_ACTOR,
          label: `${t('auditLog.actors.system')} / ${t('auditLog.actors.public')}`,
        },
        ...actors.map((email) => ({ value: email, label: email })),
      ],
    },
  ]
}

/** The CSV export: every entry the filters select in words (no database role), the changes as JSON. */
export function auditCsv(t: TFunction<'admin'>, labels: Labels, params: ListParams) {
  const columns: CsvColumn<AuditRow>[] = csvColumns(t, 'auditLog.fields', {
    at: 'at',
    actor: (r) => r.actor_email ?? labels.actor(r),
    action: (r) => labels.action(r.action),
    table: (r) => labels.table(r.table_name),
    recordId: 'record_id',
    record: (r) => recordLabel(r) ?? '',
    changes: (r) => JSON.stringify(r.changes),
  })
  const fetchAll = (onProgress: ReadProgress) =>
    getAuditLog(params, undefined, true, onProgress).then((r) => r.rows)
  return { filename: 'log-audit', fetchAll, columns }
}
