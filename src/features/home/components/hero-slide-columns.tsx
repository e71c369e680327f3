import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { actionsColumn } from '@/components/crud/row-actions'
import { pickText } from '@/components/crud/translatable'
import { Badge } from '@/components/ui/badge'
import type { HeroSlideRow } from '../admin-schemas'

export function heroSlideColumns(
  t: TFunction<'admin'>,
  language: string,
  actions: {
    onEdit: (row: HeroSlideRow) => void
    onDelete: (row: HeroSlideRow) => Promise<unknown>
  },
): ColumnDef<HeroSlideRow, unknown>[] {
  return [
    {
      id: 'sort_order',
      header: '#',
      cell: ({ row }) => (
        <span className="tabular-nums text-muted-foreground">{row.original.sort_order}</span>
      ),
    },
    {
      id: 'image',
      enableSorting: false,
      header: t('heroSlider.fields.image'),
      cell: ({ row }) =>
        row.original.image_url ? (
          <img
            src={row.original.image_url}
            alt={pickText(row.original.image_description, language)}
            className="h-12 w-20 rounded bg-muted object-cover"
            loading="lazy"
          />
        ) : null,
    },
    {
      id: 'title',
      header: t('heroSlider.fields.title'),
      cell: ({ row }) => (
        <div className="grid max-w-md gap-0.5">
          <span className="font-medium">{pickText(row.original.title, language)}</span>
          {row.original.subtitle ? (
            <span className="line-clamp-2 text-sm text-muted-foreground">
              {pickText(row.original.subtitle, language)}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'is_published',
      header: t('heroSlider.fields.published'),
      cell: ({ row }) => (
        <Badge variant={row.original.is_published ? 'default' : 'secondary'}>
          {row.original.is_published ? t('crud.publish.published') : t('crud.publish.hidden')}
        </Badge>
      ),
    },
    actionsColumn(t('crud.table.actions'), {
      entity: t('heroSlider.entity'),
      getName: (row) => pickText(row.title, language),
      ...actions,
    }),
  ]
}
