import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { actionsColumn } from '@/components/crud/row-actions'
import { Badge } from '@/components/ui/badge'
import type { ClientRow } from '../admin-schemas'

export function clientColumns(
  t: TFunction<'admin'>,
  actions: { onEdit: (row: ClientRow) => void; onDelete: (row: ClientRow) => Promise<unknown> },
): ColumnDef<ClientRow, unknown>[] {
  return [
    {
      id: 'sort_order',
      header: '#',
      cell: ({ row }) => (
        <span className="tabular-nums text-muted-foreground">{row.original.sort_order}</span>
      ),
    },
    {
      id: 'logo',
      enableSorting: false,
      header: t('clients.fields.logo'),
      cell: ({ row }) =>
        row.original.logo_url ? (
          <img
            src={row.original.logo_url}
            alt={row.original.name}
            className="h-10 w-16 rounded bg-white object-contain p-0.5"
            loading="lazy"
          />
        ) : null,
    },
    {
      id: 'name',
      header: t('clients.fields.name'),
      cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
    },
    { id: 'sector', header: t('clients.fields.sector'), cell: ({ row }) => row.original.sector },
    {
      id: 'is_published',
      header: t('clients.fields.published'),
      cell: ({ row }) => (
        <Badge variant={row.original.is_published ? 'default' : 'secondary'}>
          {row.original.is_published ? t('crud.publish.published') : t('crud.publish.hidden')}
        </Badge>
      ),
    },
    actionsColumn(t('crud.table.actions'), {
      entity: t('clients.entity'),
      getName: (row) => row.name,
      ...actions,
    }),
  ]
}
