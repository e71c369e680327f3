import { useTranslation } from 'react-i18next'

import { ConfirmButton } from '@/components/crud/confirm-dialog'
import { formatDateTime } from '@/lib/format-date'
import { defineResource, type ResourceContext } from '@/lib/resource/resource'
import type { Tables } from '@/types/database'

type RadarRow = Tables<'register_radar'>

const WEEK_MS = 7 * 86_400_000

/** Checked three times within 7 days (the notification's and the digest's rule). */
function isSuspected(row: Pick<RadarRow, 'recent'>, now = Date.now()): boolean {
  const oldest = row.recent.length === 3 ? row.recent[0] : undefined
  return oldest !== undefined && new Date(oldest).getTime() > now - WEEK_MS
}

const columns =
  (dismiss: boolean) =>
  ({ t, language }: ResourceContext<RadarRow>) => [
    {
      id: 'number',
      header: t('registerRadar.fields.number'),
      cell: ({ row }: { row: { original: RadarRow } }) => (
        <div className="grid gap-0.5">
          <span className="font-mono font-semibold">{row.original.number}</span>
          {isSuspected(row.original) ? (
            <span className="text-xs font-medium text-destructive">
              {t('registerRadar.suspected')}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'count',
      header: t('registerRadar.fields.count'),
      cell: ({ row }: { row: { original: RadarRow } }) => (
        <span className="tabular-nums">{row.original.count}</span>
      ),
    },
    {
      id: 'first_seen',
      header: t('registerRadar.fields.firstSeen'),
      cell: ({ row }: { row: { original: RadarRow } }) => (
        <time dateTime={row.original.first_seen} className="whitespace-nowrap tabular-nums">
          {formatDateTime(row.original.first_seen, language)}
        </time>
      ),
      meta: { priority: 'secondary' as const },
    },
    {
      id: 'last_seen',
      header: t('registerRadar.fields.lastSeen'),
      cell: ({ row }: { row: { original: RadarRow } }) => (
        <time dateTime={row.original.last_seen} className="whitespace-nowrap tabular-nums">
          {formatDateTime(row.original.last_seen, language)}
        </time>
      ),
    },
    ...(dismiss
      ? [
          {
            id: 'dismiss',
            header: () => <span className="sr-only">{t('crud.table.actions')}</span>,
            enableSorting: false,
            cell: ({ row }: { row: { original: RadarRow } }) => (
              <DismissButton row={row.original} />
            ),
          },
        ]
      : []),
  ]

const radar = (dismiss: boolean) =>
  defineResource<RadarRow>({
    table: 'register_radar',
    section: 'registerRadar',
    readOnly: true,
    list: {
      search: ['number'],
      sortable: ['last_seen', 'count', 'first_seen', 'number'],
      defaultSort: { id: 'last_seen', desc: true },
    },
    name: (row) => row.number,
    columns: columns(dismiss),
  })

/**
 * /admin/radar-nomor: unknown certificate numbers of our shape that visitors looked up (the
 * database counts them; never who looked). Read-only for staff; an admin dismisses a row (the
 * admins' list has the button; the database refuses anyone else).
 */
export const radarResource = radar(false)
export const radarAdminResource = radar(true)

/** Removes the row (admins only: the database refuses others); a new check starts it over. */
function DismissButton({ row }: { row: RadarRow }) {
  const { t } = useTranslation('admin')
  const remove = radarAdminResource.useRemove()
  return (
    <ConfirmButton
      label={t('registerRadar.dismiss')}
      ariaLabel={t('registerRadar.dismissLabel', { number: row.number })}
      title={t('registerRadar.dismissTitle')}
      description={t('registerRadar.dismissDescription', { number: row.number })}
      onConfirm={() => remove.mutateAsync([row.id])}
    />
  )
}
