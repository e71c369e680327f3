import { formatDateTime } from '@/lib/format-date'
import { defineResource } from '@/lib/resource/resource'

import { OutboxStatusBadge } from './components/outbox-status-badge'
import { OUTBOX_STATUSES, type OutboxRow } from './lib'

/**
 * /admin/kotak-keluar (admins): every email the site wrote, newest first. Read-only: messages are
 * composed by the database and sent by the mail worker; an admin decides only what happens to
 * one that failed or may not have gone out (the detail sheet).
 */
export const outboxResource = defineResource<OutboxRow>({
  table: 'outbox',
  section: 'outbox',
  readOnly: true,
  list: {
    search: ['to_address', 'subject', 'reference'],
    sortable: ['created_at', 'to_address', 'status', 'attempts'],
    defaultSort: { id: 'created_at', desc: true },
  },
  name: (row) => row.subject,
  columns: ({ t, language, open }) => [
    {
      id: 'created_at',
      header: t('outbox.fields.createdAt'),
      cell: ({ row }) => (
        <time dateTime={row.original.created_at} className="whitespace-nowrap tabular-nums">
          {formatDateTime(row.original.created_at, language)}
        </time>
      ),
    },
    {
      id: 'subject',
      header: t('outbox.fields.subject'),
      enableSorting: false,
      cell: ({ row }) => (
        <button
          type="button"
          onClick={() => open(row.original)}
          className="line-clamp-2 min-w-48 rounded text-left font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {row.original.subject}
        </button>
      ),
    },
    {
      id: 'to_address',
      header: t('outbox.fields.to'),
      cell: ({ row }) => (
        <div className="grid gap-0.5">
          <span className="break-all text-sm">{row.original.to_address}</span>
          <span className="text-xs text-muted-foreground">
            {t(`outbox.kinds.${row.original.kind as 'received'}`)}
          </span>
        </div>
      ),
      meta: { priority: 'secondary' },
    },
    {
      id: 'status',
      header: t('outbox.fields.status'),
      cell: ({ row }) => <OutboxStatusBadge status={row.original.status} />,
    },
    {
      id: 'attempts',
      header: t('outbox.fields.attempts'),
      cell: ({ row }) => <span className="tabular-nums">{row.original.attempts}</span>,
      meta: { priority: 'optional' },
    },
  ],
  filters: ({ t }) => [
    {
      id: 'status',
      label: t('outbox.fields.status'),
      options: OUTBOX_STATUSES.map((s) => ({ value: s, label: t(`outbox.status.${s}`) })),
    },
  ],
})
