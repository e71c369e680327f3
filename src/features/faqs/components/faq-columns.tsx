import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { actionsColumn } from '@/components/crud/row-actions'
import { pickText } from '@/components/crud/translatable'
import { Badge } from '@/components/ui/badge'
import type { FaqRow } from '../admin-schemas'

export function faqColumns(
  t: TFunction<'admin'>,
  language: string,
  actions: { onEdit: (row: FaqRow) => void; onDelete: (row: FaqRow) => Promise<unknown> },
): ColumnDef<FaqRow, unknown>[] {
  return [
    {
      id: 'sort_order',
      header: '#',
      cell: ({ row }) => (
        <span className="tabular-nums text-muted-foreground">{row.original.sort_order}</span>
      ),
    },
    {
      id: 'question',
      header: t('faq.fields.question'),
      cell: ({ row }) => (
        <span className="font-medium">{pickText(row.original.question, language)}</span>
      ),
    },
    {
      id: 'category',
      header: t('faq.fields.category'),
      cell: ({ row }) => t(`faq.categories.${row.original.category as 'umum'}`),
    },
    {
      id: 'is_published',
      header: t('faq.fields.published'),
      cell: ({ row }) => (
        <Badge variant={row.original.is_published ? 'default' : 'secondary'}>
          {row.original.is_published ? t('crud.publish.published') : t('crud.publish.hidden')}
        </Badge>
      ),
    },
    actionsColumn(t('crud.table.actions'), {
      entity: t('faq.entity'),
      getName: (row) => pickText(row.question, language),
      ...actions,
    }),
  ]
}
