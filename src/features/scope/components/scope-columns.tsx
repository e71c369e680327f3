import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { actionsColumn } from '@/components/crud/row-actions'
import { pickText } from '@/components/crud/translatable'
import { Badge } from '@/components/ui/badge'
import type { CategoryRow, SubclassRow } from '../admin-schemas'

interface Actions<T> {
  onEdit: (row: T) => void
  onDelete: (row: T) => Promise<unknown>
}

export function categoryColumns(
  t: TFunction<'admin'>,
  language: string,
  actions: Actions<CategoryRow>,
): ColumnDef<CategoryRow, unknown>[] {
  return [
    {
      id: 'sort_order',
      header: '#',
      cell: ({ row }) => (
        <span className="tabular-nums text-muted-foreground">{row.original.sort_order}</span>
      ),
    },
    {
      id: 'code',
      header: t('scope.fields.code'),
      cell: ({ row }) => <span className="font-mono font-semibold">{row.original.code}</span>,
    },
    {
      id: 'name',
      header: t('scope.fields.name'),
      cell: ({ row }) => pickText(row.original.name, language),
    },
    {
      id: 'subclasses',
      enableSorting: false,
      header: t('scope.fields.subclassCount'),
      cell: ({ row }) => (
        <span className="tabular-nums">{row.original.rl_subclass?.length ?? 0}</span>
      ),
    },
    actionsColumn(t('crud.table.actions'), {
      entity: t('scope.entityClass'),
      getName: (row) => `${row.code} ${pickText(row.name, language)}`,
      ...actions,
    }),
  ]
}

export function subclassColumns(
  t: TFunction<'admin'>,
  language: string,
  actions: Actions<SubclassRow>,
): ColumnDef<SubclassRow, unknown>[] {
  return [
    {
      id: 'code',
      header: t('scope.fields.code'),
      cell: ({ row }) => <span className="font-mono font-semibold">{row.original.code}</span>,
    },
    {
      id: 'name',
      header: t('scope.fields.name'),
      cell: ({ row }) => pickText(row.original.name, language),
    },
    {
      id: 'kbli',
      header: t('scope.fields.kbli'),
      cell: ({ row }) => <span className="font-mono">{row.original.kbli}</span>,
    },
    {
      id: 'qualifications',
      enableSorting: false,
      header: t('scope.fields.qualifications'),
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-1">
          {row.original.qualifications.map((q) => (
            <Badge key={q} variant="secondary">
              {q}
            </Badge>
          ))}
        </div>
      ),
    },
    actionsColumn(t('crud.table.actions'), {
      entity: t('scope.entitySub'),
      getName: (row) => `${row.code} ${pickText(row.name, language)}`,
      ...actions,
    }),
  ]
}
