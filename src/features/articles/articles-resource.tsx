import { Link } from 'react-router-dom'

import { ScheduleBadge, ZonedTime } from '@/components/crud/schedule-badge'
import { adminRoutes } from '@/config/admin-routes'
import { publicRoutes } from '@/config/routes'
import { formatDateTime } from '@/lib/format-date'
import { defineResource } from '@/lib/resource/resource'
import { translate } from '@/lib/translate'

import {
  articleForm,
  type ArticleFormValues,
  type ArticleRow,
  displayStatus,
} from './admin-schemas'

const STATUSES = ['draft', 'published', 'scheduled', 'ended'] as const

/**
 * /admin/news: articles with status (draft, published, scheduled), search and CSV; written on
 * pages of their own. The list reads only its columns.
 */
export const articlesResource = defineResource<ArticleRow, ArticleFormValues>({
  table: 'articles',
  section: 'news',
  list: {
    select: 'id, slug, title, status, published_at, unpublish_at, updated_at, cover_image_url',
    search: ['title->>id', 'title->>en', 'slug'],
    sortable: ['title->>id', 'status', 'published_at', 'updated_at'],
    defaultSort: { id: 'updated_at', desc: true },
    filters: {
      // "published" means visible now; "scheduled" is published with a future date; "ended"
      // was published and has passed its unpublish time.
      status: (query, value) => {
        const now = new Date().toISOString()
        // The builder adds each filter to itself: only the chosen branch may call it.
        if (value === 'scheduled') return query.eq('status', 'published').gt('published_at', now)
        if (value === 'ended') return query.eq('status', 'published').lte('unpublish_at', now)
        if (value === 'published')
          return query
            .eq('status', 'published')
            .lte('published_at', now)
            .or(`unpublish_at.is.null,unpublish_at.gt.${now}`)
        return query.eq('status', value)
      },
    },
  },
  createHref: adminRoutes.newsNew,
  editHref: (row) => adminRoutes.newsEdit(row.id),
  form: articleForm,
  revisions: true,
  preview: true,
  markdown: ['content'],
  name: (row, language) => translate(row.title, language),
  columns: ({ t, language }) => {
    const format = (value: string | null) => (value ? formatDateTime(value, language) : '—')
    return [
      {
        id: 'title',
        header: t('news.fields.title'),
        cell: ({ row }) => (
          <div className="grid min-w-48 gap-0.5">
            <Link
              to={adminRoutes.newsEdit(row.original.id)}
              className="font-medium hover:underline"
            >
              {translate(row.original.title, language)}
            </Link>
            <span className="font-mono text-xs text-muted-foreground">{row.original.slug}</span>
          </div>
        ),
      },
      {
        id: 'status',
        header: t('news.fields.status'),
        cell: ({ row }) => (
          <ScheduleBadge
            schedule={{
              published: row.original.status === 'published',
              publishAt: row.original.published_at,
              unpublishAt: row.original.unpublish_at,
            }}
          />
        ),
      },
      {
        id: 'published_at',
        header: t('news.fields.publishedAt'),
        cell: ({ row }) => <ZonedTime iso={row.original.published_at} />,
        meta: { priority: 'secondary' },
      },
      {
        id: 'updated_at',
        header: t('news.fields.updatedAt'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap text-muted-foreground">
            {format(row.original.updated_at)}
          </span>
        ),
        meta: { priority: 'optional' },
      },
    ]
  },
  filters: ({ t }) => [
    {
      id: 'status',
      label: t('news.fields.status'),
      options: STATUSES.map((s) => ({ value: s, label: t(`crud.status.${s}`) })),
    },
  ],
  csv: {
    filename: 'berita',
    columns: ({ t }) => [
      { header: t('news.fields.title'), value: (r) => translate(r.title, 'id') },
      { header: t('news.fields.slug'), value: (r) => r.slug },
      { header: t('news.fields.status'), value: (r) => displayStatus(r).state },
      { header: t('news.fields.publishedAt'), value: (r) => r.published_at },
      { header: t('crud.schedule.unpublishAt'), value: (r) => r.unpublish_at },
      { header: 'URL', value: (r) => publicRoutes.newsDetail(r.slug) },
    ],
  },
})
