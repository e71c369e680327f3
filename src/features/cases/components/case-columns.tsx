import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { Link } from 'react-router-dom'

import { csvColumns, DateTimeCell } from '@/components/crud/resource-columns'
import { actionsColumn } from '@/components/crud/row-actions'
import type { Language } from '@/config/constants'
import type { CsvColumn } from '@/lib/csv'
import { cn } from '@/lib/utils'

import type { CaseRow, CaseType } from '../schemas'
import { CaseDue } from './case-due'
import { CaseStatusBadge } from './case-status-badge'

export interface CaseColumnsOptions {
  entity: string
  language: Language
  detailHref: (row: CaseRow) => string
  handlerName: (id: string | null) => string | null
  /** Admins only: editors never see delete. */
  onDelete?: (row: CaseRow) => Promise<unknown>
}

/** Inbox columns: new cases are bold and carry the "Baru" badge (not colour alone). */
export function caseColumns(
  t: TFunction<'admin'>,
  options: CaseColumnsOptions,
): ColumnDef<CaseRow, unknown>[] {
  const columns: ColumnDef<CaseRow, unknown>[] = [
    {
      id: 'reference',
      header: t('cases.fields.reference'),
      cell: ({ row }) => (
        <Link
          to={options.detailHref(row.original)}
          className={cn(
            'whitespace-nowrap rounded font-mono text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            row.original.status === 'baru' && 'font-bold',
          )}
        >
          {row.original.reference}
        </Link>
      ),
    },
    {
      id: 'name',
      header: t('cases.fields.name'),
      cell: ({ row }) => (
        <div className="grid min-w-36 gap-0.5">
          <span className={cn(row.original.status === 'baru' && 'font-bold')}>
            {row.original.name}
          </span>
          {row.original.company_name ? (
            <span className="text-xs text-muted-foreground">{row.original.company_name}</span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'subject',
      header: t('cases.fields.subject'),
      enableSorting: false,
      cell: ({ row }) => (
        // Two lines at most; the whole subject on hover and in the case itself.
        <span
          title={row.original.subject}
          className={cn('line-clamp-2 min-w-44', row.original.status === 'baru' && 'font-bold')}
        >
          {row.original.subject}
        </span>
      ),
      meta: { priority: 'secondary' },
    },
    {
      id: 'status',
      header: t('cases.fields.status'),
      cell: ({ row }) => <CaseStatusBadge status={row.original.status} />,
    },
    {
      id: 'created_at',
      header: t('cases.fields.receivedAt'),
      cell: ({ row }) => <DateTimeCell iso={row.original.created_at} language={options.language} />,
      meta: { priority: 'optional' },
    },
    {
      id: 'due_at',
      header: t('cases.fields.dueAt'),
      cell: ({ row }) => <CaseDue row={row.original} />,
      meta: { priority: 'secondary' },
    },
    {
      id: 'handled_by',
      header: t('cases.fields.handledBy'),
      enableSorting: false,
      cell: ({ row }) =>
        options.handlerName(row.original.handled_by) ?? (
          <span className="text-muted-foreground">{t('cases.noHandler')}</span>
        ),
      meta: { priority: 'optional' },
    },
  ]
  if (options.onDelete) {
    columns.push(
      actionsColumn(t('crud.table.actions'), {
        entity: options.entity,
        getName: (row) => row.reference,
        onDelete: options.onDelete,
      }),
    )
  }
  return columns
}

/**
 * The inbox's CSV export: every field of a case (its text too; an appeal's date of the appealed
 * decision), the handler by name.
 */
export function caseCsvColumns(
  t: TFunction<'admin'>,
  handlerName: CaseColumnsOptions['handlerName'],
  type: CaseType,
): CsvColumn<CaseRow>[] {
  const columns: CsvColumn<CaseRow>[] = csvColumns(t, 'cases.fields', {
    reference: 'reference',
    receivedAt: 'created_at',
    status: 'status',
    dueAt: 'due_at',
    name: 'name',
    company: 'company_name',
    email: 'email',
    phone: 'phone',
    certificate: 'certificate_number',
    decisionDate: (r) => r.decision_date ?? '',
    subject: 'subject',
    description: 'description',
    handledBy: (r) => handlerName(r.handled_by),
    resolution: 'resolution',
  })
  const decisionDate = t('cases.fields.decisionDate')
  return type === 'appeal' ? columns : columns.filter((c) => c.header !== decisionDate)
}
