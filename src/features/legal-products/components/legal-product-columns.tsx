import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { FileText } from 'lucide-react'
import { actionsColumn } from '@/components/crud/row-actions'
import { pickText } from '@/components/crud/translatable'
import { Badge } from '@/components/ui/badge'
import type { LegalProductRow } from '../admin-schemas'

export function legalProductColumns(
  t: TFunction<'admin'>,
  language: string,
  actions: {
    onEdit: (row: LegalProductRow) => void
    onDelete: (row: LegalProductRow) => Promise<unknown>
  },
): ColumnDef<LegalProductRow, unknown>[] {
  return [
    {
      id: 'category',
      header: t('legalProducts.fields.category'),
      cell: ({ row }) => <Badge variant="outline">{row.original.category}</Badge>,
    },
    {
      id: 'title',
      header: t('legalProducts.fields.title'),
      cell: ({ row }) => (
        <span className="font-medium">{pickText(row.original.title, language)}</span>
      ),
    },
    {
      id: 'number',
      header: t('legalProducts.fields.number'),
      cell: ({ row }) => row.original.number,
    },
    {
      id: 'year',
      header: t('legalProducts.fields.year'),
      cell: ({ row }) => <span className="tabular-nums">{row.original.year}</span>,
    },
    {
      id: 'file',
      enableSorting: false,
      header: t('legalProducts.fields.file'),
      cell: ({ row }) =>
        row.original.file_url ? (
          <a
            href={row.original.file_url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-primary hover:underline"
          >
            <FileText className="size-4" aria-hidden="true" />
            PDF
            <span className="sr-only">{`: ${pickText(row.original.title, language)}`}</span>
          </a>
        ) : null,
    },
    actionsColumn(t('crud.table.actions'), {
      entity: t('legalProducts.entity'),
      getName: (row) => pickText(row.title, language),
      ...actions,
    }),
  ]
}
