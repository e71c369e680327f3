import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'

import { csvColumns } from '@/components/crud/resource-columns'
import { actionsColumn } from '@/components/crud/row-actions'
import type { Language } from '@/config/constants'
import type { CsvColumn } from '@/lib/csv'
import { formatDateTime } from '@/lib/format-date'
import { cn } from '@/lib/utils'

import type { MessageRow } from '../schemas'
import { MessageStatusBadge } from './message-status-badge'

export interface MessageColumnsOptions {
  entity: string
  language: Language
  onOpen: (row: MessageRow) => void
  /** Admins only: editors never see delete. */
  onDelete?: (row: MessageRow) => Promise<unknown>
}

/** Inbox columns: unread messages are bold and carry the "Belum dibaca" badge. */
export function messageColumns(
  t: TFunction<'admin'>,
  options: MessageColumnsOptions,
): ColumnDef<MessageRow, unknown>[] {
  const columns: ColumnDef<MessageRow, unknown>[] = [
    {
      id: 'reference',
      header: t('messages.fields.subject'),
      cell: ({ row }) => {
        const unread = row.original.status === 'baru'
        return (
          <div className="grid min-w-52 gap-0.5">
            <button
              type="button"
              onClick={() => options.onOpen(row.original)}
              className={cn(
                'w-fit rounded text-left text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                unread ? 'font-bold' : 'font-medium',
              )}
            >
              {row.original.subject}
            </button>
            <span className="font-mono text-xs text-muted-foreground">
              {row.original.reference}
            </span>
          </div>
        )
      },
    },
    {
      id: 'name',
      header: t('messages.fields.name'),
      cell: ({ row }) => (
        <div className="grid min-w-44 gap-0.5">
          <span className={cn(row.original.status === 'baru' && 'font-bold')}>
            {row.original.name}
          </span>
          <span className="break-all text-xs text-muted-foreground">{row.original.email}</span>
        </div>
      ),
    },
    {
      id: 'status',
      header: t('messages.fields.status'),
      cell: ({ row }) => <MessageStatusBadge status={row.original.status} />,
    },
    {
      id: 'created_at',
      header: t('messages.fields.receivedAt'),
      cell: ({ row }) => (
        <time
          dateTime={row.original.created_at}
          className={cn(
            'whitespace-nowrap tabular-nums',
            row.original.status === 'baru' && 'font-bold',
          )}
        >
          {formatDateTime(row.original.created_at, options.language)}
        </time>
      ),
      meta: { priority: 'secondary' },
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

/** The inbox's CSV export: every field of a message, the staff's note last. */
export const messageCsvColumns = (t: TFunction<'admin'>): CsvColumn<MessageRow>[] =>
  csvColumns(t, 'messages.fields', {
    reference: 'reference',
    receivedAt: 'created_at',
    status: 'status',
    name: 'name',
    email: 'email',
    phone: 'phone',
    subject: 'subject',
    message: 'message',
    notes: 'notes',
  })
