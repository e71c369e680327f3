import { Link } from 'react-router-dom'

import { csvColumns, publishColumn, publishFilter } from '@/components/crud/resource-columns'
import { Badge } from '@/components/ui/badge'
import { adminRoutes } from '@/config/admin-routes'
import { cmsPagePath, isCorePage } from '@/config/routes'
import { formatDateTime } from '@/lib/format-date'
import { defineResource } from '@/lib/resource/resource'
import { translate } from '@/lib/translate'

import { cmsPageForm, type CmsPageFormValues, type CmsPageRow } from './admin-schemas'
import { CmsPageLinks } from './components/cms-page-links'

/**
 * /admin/cms: the static pages of the public site. Pages are written and edited on their own
 * route (a new one at /admin/cms/new, then loaded by slug). The list reads only its columns and
 * shows each page's public address. Core pages (the site's own routes link to them) cannot be
 * deleted; deleting another page first lists what links to it (docs/decisions/022).
 */
export const cmsPagesResource = defineResource<CmsPageRow, CmsPageFormValues>({
  table: 'cms_pages',
  section: 'cms',
  list: {
    select: 'id, slug, title, is_published, publish_at, unpublish_at, updated_at',
    search: ['slug', 'title->>id', 'title->>en'],
    sortable: ['slug', 'title->>id', 'is_published', 'updated_at'],
    defaultSort: { id: 'slug', desc: false },
  },
  detailBy: 'slug',
  deletable: (row) => !isCorePage(row.slug),
  deleteDetails: (row) => <CmsPageLinks page={row} situation="delete" />,
  createHref: adminRoutes.cmsNew,
  editHref: (row) => adminRoutes.cmsEdit(row.slug),
  form: cmsPageForm,
  revisions: true,
  preview: true,
  markdown: ['content'],
  name: (row, language) => translate(row.title, language),
  columns: ({ t, language }) => [
    {
      id: 'title',
      header: t('cms.fields.title'),
      cell: ({ row }) => (
        <div className="flex flex-wrap items-center gap-2">
          <Link to={adminRoutes.cmsEdit(row.original.slug)} className="font-medium hover:underline">
            {translate(row.original.title, language)}
          </Link>
          {isCorePage(row.original.slug) ? (
            <Badge variant="outline" title={t('cms.coreHint')}>
              {t('cms.core')}
            </Badge>
          ) : null}
        </div>
      ),
    },
    {
      id: 'slug',
      header: t('cms.fields.address'),
      cell: ({ row }) => {
        const address = cmsPagePath(row.original.slug)
        // The public site is the other build: a document link, in a new tab.
        return row.original.is_published ? (
          <a
            href={address}
            target="_blank"
            rel="noreferrer"
            className="font-mono text-sm text-primary underline-offset-4 hover:underline"
            aria-label={t('cms.openPublic', { address })}
          >
            {address}
          </a>
        ) : (
          <span className="font-mono text-sm text-muted-foreground">{address}</span>
        )
      },
    },
    publishColumn(t('cms.fields.published'), 'draft'),
    {
      id: 'updated_at',
      header: t('cms.fields.updatedAt'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-muted-foreground">
          {formatDateTime(row.original.updated_at, language)}
        </span>
      ),
      meta: { priority: 'optional' },
    },
  ],
  filters: ({ t }) => [publishFilter(t, t('cms.fields.published'), 'draft')],
  csv: {
    filename: 'halaman-cms',
    columns: ({ t }) =>
      csvColumns(t, 'cms.fields', {
        slug: 'slug',
        title: (r) => translate(r.title, 'id'),
        published: 'is_published',
        updatedAt: 'updated_at',
      }),
  },
})
