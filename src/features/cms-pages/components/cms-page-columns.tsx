import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { Link } from 'react-router-dom'
import { actionsColumn } from '@/components/crud/row-actions'
import { pickText } from '@/components/crud/translatable'
import { Badge } from '@/components/ui/badge'
import { adminRoutes } from '@/config/routes'
import type { CmsPageListRow } from '../api/admin-list-cms-pages'

export function cmsPageColumns(
  t: TFunction<'admin'>,
  language: string,
  onDelete: (row: CmsPageListRow) => Promise<unknown>,
): ColumnDef<CmsPageListRow, unknown>[] {
  const date = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  return [
    {
      id: 'title',
      header: t('cms.fields.title'),
      cell: ({ row }) => (
        <Link to={adminRoutes.cmsEdit(row.original.slug)} className="font-medium hover:underline">
          {pickText(row.original.title, language)}
        </Link>
      ),
    },
    {
      id: 'slug',
      header: t('cms.fields.slug'),
      cell: ({ row }) => <span className="font-mono text-sm">{row.original.slug}</span>,
    },
    {
      id: 'is_published',
      header: t('cms.fields.published'),
      cell: ({ row }) => (
        <Badge variant={row.original.is_published ? 'default' : 'secondary'}>
          {row.original.is_published ? t('crud.publish.published') : t('crud.publish.draft')}
        </Badge>
      ),
    },
    {
      id: 'updated_at',
      header: t('cms.fields.updatedAt'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-muted-foreground">
          {date.format(new Date(row.original.updated_at))}
        </span>
      ),
    },
    actionsColumn(t('crud.table.actions'), {
      entity: t('cms.entity'),
      getName: (row) => pickText(row.title, language),
      editHref: (row) => adminRoutes.cmsEdit(row.slug),
      onDelete,
    }),
  ]
}
