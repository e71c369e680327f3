import { Signpost } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { ConfirmButton } from '@/components/crud/confirm-dialog'
import { CrudPage } from '@/components/crud/crud-page'
import { ResourceTable } from '@/components/crud/resource-screen'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/format-date'
import { defineResource, type ResourceContext } from '@/lib/resource/resource'
import type { Tables } from '@/types/database'

import { RedirectForm, redirectsResource } from './redirects-resource'

/** A row of the log; `updated_at` is its last 404 (the kit's rows carry one). */
export type NotFoundRow = Tables<'not_found_log'> & { updated_at: string }

const KINDS = ['page', 'asset', 'probe'] as const

const columns = ({ t, language, open }: ResourceContext<NotFoundRow>) => [
  {
    id: 'path',
    header: t('links.notFound.fields.path'),
    cell: ({ row }: { row: { original: NotFoundRow } }) => (
      <code className="break-all text-sm">{row.original.path}</code>
    ),
  },
  {
    id: 'kind',
    header: t('links.notFound.fields.kind'),
    cell: ({ row }: { row: { original: NotFoundRow } }) =>
      t(`links.notFound.kinds.${row.original.kind as (typeof KINDS)[number]}`),
    meta: { priority: 'secondary' as const },
  },
  {
    id: 'hits',
    header: t('links.notFound.fields.hits'),
    cell: ({ row }: { row: { original: NotFoundRow } }) => (
      <span className="tabular-nums">{row.original.hits}</span>
    ),
  },
  {
    id: 'bot_hits',
    header: t('links.notFound.fields.botHits'),
    cell: ({ row }: { row: { original: NotFoundRow } }) => (
      <span className="tabular-nums">{row.original.bot_hits}</span>
    ),
    meta: { priority: 'secondary' as const },
  },
  {
    id: 'referrer_host',
    enableSorting: false,
    header: t('links.notFound.fields.referrerHost'),
    cell: ({ row }: { row: { original: NotFoundRow } }) => row.original.referrer_host ?? '—',
    meta: { priority: 'secondary' as const },
  },
  {
    id: 'last_seen',
    header: t('links.notFound.fields.lastSeen'),
    cell: ({ row }: { row: { original: NotFoundRow } }) => (
      <time dateTime={row.original.last_seen} className="whitespace-nowrap tabular-nums">
        {formatDateTime(row.original.last_seen, language)}
      </time>
    ),
  },
  {
    id: 'actions',
    header: () => <span className="sr-only">{t('crud.table.actions')}</span>,
    enableSorting: false,
    cell: ({ row }: { row: { original: NotFoundRow } }) => (
      <div className="flex justify-end gap-2">
        {row.original.kind === 'page' ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={t('links.notFound.createRedirectLabel', { path: row.original.path })}
            onClick={() => open(row.original)}
          >
            <Signpost aria-hidden="true" />
            {t('links.notFound.createRedirect')}
          </Button>
        ) : null}
        <RemoveButton row={row.original} />
      </div>
    ),
  },
]

/** The log's reads and removals. */
export const notFoundResource = defineResource<NotFoundRow>({
  table: 'not_found_log',
  section: 'links.notFound',
  readOnly: true,
  list: {
    select: '*, updated_at:last_seen',
    search: ['path', 'referrer_host'],
    sortable: ['last_seen', 'hits', 'bot_hits', 'path'],
    defaultSort: { id: 'last_seen', desc: true },
  },
  filters: ({ t }) => [
    {
      id: 'kind',
      label: t('links.notFound.fields.kind'),
      options: KINDS.map((kind) => ({ value: kind, label: t(`links.notFound.kinds.${kind}`) })),
    },
  ],
  alsoInvalidates: [redirectsResource.keys.all],
  name: (row) => row.path,
  columns,
})

/** Removes a row (content staff; the database refuses others); a new 404 starts it over. */
function RemoveButton({ row }: { row: NotFoundRow }) {
  const { t } = useTranslation('admin')
  const remove = notFoundResource.useRemove()
  return (
    <ConfirmButton
      variant="ghost"
      label={t('links.notFound.remove')}
      ariaLabel={t('links.notFound.removeLabel', { path: row.path })}
      title={t('links.notFound.removeTitle')}
      description={t('links.notFound.removeDescription', { path: row.path })}
      onConfirm={() => remove.mutateAsync([row.id])}
    />
  )
}

/** "Buat pengalihan" from a row: the redirect sheet with its address as the old one. */
function CreateRedirect({ row, onClose }: { row: NotFoundRow; onClose: () => void }) {
  return <RedirectForm row={null} source={row.path} onClose={onClose} onReload={() => undefined} />
}

/**
 * /admin/log-404: addresses that answered 404 (ADR 033), most recent first; "Buat pengalihan"
 * opens the redirect sheet with the address filled in; a saved redirect answers it from then on.
 */
export function NotFoundLogScreen() {
  const { t } = useTranslation('admin')
  return (
    <CrudPage title={t('links.notFound.title')} description={t('links.notFound.description')}>
      <ResourceTable resource={notFoundResource} detail={CreateRedirect} />
    </CrudPage>
  )
}
