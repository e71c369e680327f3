import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { UserRound } from 'lucide-react'
import { actionsColumn } from '@/components/crud/row-actions'
import { pickText } from '@/components/crud/translatable'
import type { OrganizationRow } from '../admin-schemas'

export function organizationColumns(
  t: TFunction<'admin'>,
  language: string,
  names: ReadonlyMap<string, string>,
  actions: {
    onEdit: (row: OrganizationRow) => void
    onDelete: (row: OrganizationRow) => Promise<unknown>
  },
): ColumnDef<OrganizationRow, unknown>[] {
  return [
    {
      id: 'order',
      header: t('organization.fields.order'),
      cell: ({ row }) => (
        <span className="tabular-nums text-muted-foreground">{row.original.order}</span>
      ),
    },
    {
      id: 'photo',
      enableSorting: false,
      header: t('organization.fields.photo'),
      cell: ({ row }) => (
        <span className="flex size-10 items-center justify-center overflow-hidden rounded-full bg-muted">
          {row.original.photo_url ? (
            <img
              src={row.original.photo_url}
              alt={t('organization.photoAlt', { name: row.original.name })}
              className="size-10 object-cover"
              loading="lazy"
            />
          ) : (
            <UserRound className="size-5 text-muted-foreground" aria-hidden="true" />
          )}
        </span>
      ),
    },
    {
      id: 'name',
      header: t('organization.fields.name'),
      cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
    },
    {
      id: 'position',
      header: t('organization.fields.position'),
      cell: ({ row }) => pickText(row.original.position, language),
    },
    {
      id: 'parent',
      enableSorting: false,
      header: t('organization.fields.parent'),
      cell: ({ row }) =>
        row.original.parent_id ? (
          (names.get(row.original.parent_id) ?? '—')
        ) : (
          <span className="text-muted-foreground">{t('organization.fields.parentNone')}</span>
        ),
    },
    actionsColumn(t('crud.table.actions'), {
      entity: t('organization.entity'),
      getName: (row) => row.name,
      ...actions,
    }),
  ]
}
