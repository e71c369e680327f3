import type { ColumnDef } from '@tanstack/react-table'
import type { TFunction } from 'i18next'
import { Link } from 'react-router-dom'
import { actionsColumn } from '@/components/crud/row-actions'
import { pickText } from '@/components/crud/translatable'
import { adminRoutes } from '@/config/routes'
import { displayStatus } from '../admin-schemas'
import type { ArticleListRow } from '../api/admin-list-articles'
import { ArticleStatusBadge } from './article-status-badge'

export function articleColumns(
  t: TFunction<'admin'>,
  language: string,
  onDelete: (row: ArticleListRow) => Promise<unknown>,
): ColumnDef<ArticleListRow, unknown>[] {
  const date = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const format = (value: string | null) => (value ? date.format(new Date(value)) : '—')
  return [
    {
      id: 'title',
      header: t('news.fields.title'),
      cell: ({ row }) => (
        <div className="grid min-w-48 gap-0.5">
          <Link to={adminRoutes.newsEdit(row.original.id)} className="font-medium hover:underline">
            {pickText(row.original.title, language)}
          </Link>
          <span className="font-mono text-xs text-muted-foreground">{row.original.slug}</span>
        </div>
      ),
    },
    {
      id: 'status',
      header: t('news.fields.status'),
      cell: ({ row }) => <ArticleStatusBadge status={displayStatus(row.original)} />,
    },
    {
      id: 'published_at',
      header: t('news.fields.publishedAt'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{format(row.original.published_at)}</span>
      ),
    },
    {
      id: 'updated_at',
      header: t('news.fields.updatedAt'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-muted-foreground">
          {format(row.original.updated_at)}
        </span>
      ),
    },
    actionsColumn(t('crud.table.actions'), {
      entity: t('news.entity'),
      getName: (row) => pickText(row.title, language),
      editHref: (row) => adminRoutes.newsEdit(row.id),
      onDelete,
    }),
  ]
}
