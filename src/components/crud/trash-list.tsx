import type { UseQueryResult } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { RotateCcw, Trash2 } from 'lucide-react'
import { type FormEvent, useCallback, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { ADMIN_SCREENS, EDITORIAL_TABLES, screenOfTable } from '@/config/admin-screens'
import { currentLanguage } from '@/lib/i18n'
import type { ListResult } from '@/lib/resource/crud-requests'
import { useErrorText } from '@/lib/resource/db-errors'
import {
  type FilterDef,
  type ListParams,
  parseListParams,
  useListParams,
  writeListParams,
} from '@/lib/resource/list-params'
import { useSiteTimeZone } from '@/lib/resource/site-time-zone'
import {
  isKeyTaken,
  type TrashItem,
  useEmptyTrash,
  useRestoreFromTrash,
  useStaffRole,
  useTrash,
} from '@/lib/resource/trash-requests'
import { formatInZone } from '@/lib/time-zone'
import { toast } from '@/lib/toast'

import { ConfirmDialog } from './confirm-dialog'
import { DataTable } from './data-table'

type Translate = (key: string, values?: Record<string, unknown>) => string

const COLLECTION = 'collection'
type SetParams = ReturnType<typeof useListParams>[1]

/** List state of its own (the Trash tab shares its URL with the collection's active list). */
function useLocalListParams(filterIds: readonly string[]): readonly [ListParams, SetParams] {
  const [search, setSearch] = useState(() => new URLSearchParams())
  const params = useMemo(() => parseListParams(search, filterIds), [search, filterIds])
  const update = useCallback<SetParams>(
    (change) => setSearch((current) => writeListParams(current, change)),
    [],
  )
  return [params, update] as const
}

const itemId = (item: TrashItem) => `${item.table_name}:${item.id}`

/**
 * The trash of one editorial collection (`table`, the list's Trash tab) or of all of them (the
 * Sampah screen, with a collection filter in the URL): the kit's DataTable over what was
 * deleted, when and by whom, when it goes for good; Restore (editors and admins; a taken slug
 * asks for a new one), Delete for good and Empty trash (admins). The trash is read whole (one
 * RPC, at most 30 days of deletions): search, filter and pages are applied here.
 */
export function TrashList({ table }: { table: string | null }) {
  const { t: translate, i18n } = useTranslation('admin')
  const t = translate as unknown as Translate
  const language = currentLanguage(i18n)
  const timeZone = useSiteTimeZone()
  const describe = useErrorText()
  const role = useStaffRole().data
  const filterIds = useMemo(() => (table ? [] : [COLLECTION]), [table])
  const urlParams = useListParams(filterIds)
  const localParams = useLocalListParams(filterIds)
  const [params, setParams] = table ? localParams : urlParams
  const collection = table ? '' : (params.filters[COLLECTION] ?? '')
  const query = useTrash(table)
  const tables = table ? [table] : EDITORIAL_TABLES
  const restore = useRestoreFromTrash(tables)
  const purge = useEmptyTrash(tables)
  const [askKey, setAskKey] = useState<TrashItem | null>(null)
  const [purging, setPurging] = useState<TrashItem | null>(null)
  const [emptying, setEmptying] = useState(false)

  const canRestore = role === 'admin' || role === 'editor'
  const isAdmin = role === 'admin'
  const nameOf = (item: TrashItem) => item.title || item.key || t('trash.untitled')
  const tableLabel = (name: string) => t(`auditLog.tables.${name}`)
  const when = (iso: string) => formatInZone(iso, language, timeZone)
  const days = query.data?.[0]
    ? Math.round(
        (new Date(query.data[0].purge_at).getTime() -
          new Date(query.data[0].deleted_at).getTime()) /
          86_400_000,
      )
    : null

  // The collection's items matching the search (name, slug or code), newest deletion first.
  const q = params.q.trim().toLowerCase()
  const items = (query.data ?? []).filter(
    (i) =>
      (!collection || i.table_name === collection) &&
      (!q || [i.title, i.key].some((text) => text?.toLowerCase().includes(q))),
  )
  const pageRows = items.slice((params.page - 1) * params.size, params.page * params.size)
  const list = {
    ...query,
    data: query.data ? { rows: pageRows, count: items.length } : undefined,
  } as unknown as UseQueryResult<ListResult<TrashItem>>

  const doRestore = async (item: TrashItem, newKey?: string) => {
    try {
      await restore.mutateAsync({ table: item.table_name, id: item.id, newKey })
      setAskKey(null)
      void toast.success(t('trash.toasts.restored', { name: nameOf(item) }))
      return null
    } catch (error) {
      if (isKeyTaken(error)) {
        setAskKey(item)
        return describe(error).message
      }
      void toast.error(t('trash.toasts.failed'), describe(error).message)
      return null
    }
  }
  const doPurge = async (ids?: string[]) => {
    try {
      const count = await purge.mutateAsync({
        table: table ?? (collection || null),
        ids,
      })
      void toast.success(t('trash.toasts.purged', { count }))
    } catch (error) {
      void toast.error(t('trash.toasts.failed'), describe(error).message)
    }
  }

  const filters: FilterDef[] = table
    ? []
    : [
        {
          id: COLLECTION,
          label: t('trash.filters.collection'),
          options: EDITORIAL_TABLES.map((name) => ({ value: name, label: tableLabel(name) })),
        },
      ]

  const columns: ColumnDef<TrashItem, unknown>[] = [
    {
      id: 'item',
      enableSorting: false,
      header: t('trash.columns.item'),
      cell: ({ row: { original: item } }) => (
        <div className="min-w-40">
          <span className="font-medium">{nameOf(item)}</span>
          {item.key && item.key !== item.title ? (
            <span className="block font-mono text-xs text-muted-foreground">{item.key}</span>
          ) : null}
          {/* Narrow tables: the collection and when, under the name. */}
          {table ? null : (
            <span className="mt-1 block text-xs text-muted-foreground [@container(min-width:56rem)]:hidden">
              {tableLabel(item.table_name)}
            </span>
          )}
          <span className="mt-1 block text-xs text-muted-foreground [@container(min-width:40rem)]:hidden">
            {when(item.deleted_at)}
          </span>
        </div>
      ),
    },
    ...(table
      ? []
      : [
          {
            id: 'collection',
            enableSorting: false,
            header: t('trash.columns.collection'),
            meta: { priority: 'optional' },
            cell: ({ row: { original: item } }) => {
              const screen = screenOfTable(item.table_name)
              const path = screen ? (ADMIN_SCREENS[screen] as { path?: string }).path : undefined
              return path ? (
                <Link
                  className="underline underline-offset-4 hover:text-primary"
                  to={`/admin/${path}?view=trash`}
                >
                  {tableLabel(item.table_name)}
                </Link>
              ) : (
                tableLabel(item.table_name)
              )
            },
          } satisfies ColumnDef<TrashItem, unknown>,
        ]),
    {
      id: 'deleted_at',
      enableSorting: false,
      header: t('trash.columns.deletedAt'),
      meta: { priority: 'secondary' },
      cell: ({ row: { original: item } }) => (
        <div className="text-sm">
          <span className="block whitespace-nowrap">{when(item.deleted_at)}</span>
          <span className="block text-muted-foreground">
            {item.deleted_by_name ?? t('trash.unknownUser')}
          </span>
        </div>
      ),
    },
    {
      id: 'purge_at',
      enableSorting: false,
      header: t('trash.columns.purgeAt'),
      meta: { priority: 'optional' },
      cell: ({ row: { original: item } }) => (
        <span className="whitespace-nowrap text-sm">{when(item.purge_at)}</span>
      ),
    },
    {
      id: 'actions',
      enableSorting: false,
      header: () => <span className="block text-right">{t('trash.columns.actions')}</span>,
      cell: ({ row: { original: item } }) => (
        <div className="flex flex-wrap justify-end gap-2">
          {canRestore ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => void doRestore(item)}
              disabled={restore.isPending}
              aria-label={t('trash.actions.restoreNamed', { name: nameOf(item) })}
            >
              <RotateCcw aria-hidden="true" />
              {t('trash.actions.restore')}
            </Button>
          ) : null}
          {isAdmin ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-destructive hover:text-destructive"
              onClick={() => setPurging(item)}
              aria-label={t('trash.actions.purgeNamed', { name: nameOf(item) })}
            >
              <Trash2 aria-hidden="true" />
              <span className="hidden sm:inline">{t('trash.actions.purge')}</span>
            </Button>
          ) : null}
        </div>
      ),
    },
  ]

  return (
    <div className="flex min-w-0 flex-col gap-3">
      {days !== null ? (
        <p className="text-sm text-muted-foreground">{t('trash.retentionNote', { days })}</p>
      ) : null}
      <DataTable
        entity={t('trash.title')}
        label={t('trash.title')}
        columns={columns}
        query={list}
        params={params}
        setParams={setParams}
        getRowId={itemId}
        getRowName={nameOf}
        filters={filters}
        emptyText={t('trash.empty')}
        errorText={t('trash.loadError')}
        actions={
          isAdmin && items.length > 0 ? (
            <Button type="button" variant="destructive" onClick={() => setEmptying(true)}>
              <Trash2 aria-hidden="true" />
              {t('trash.actions.empty')}
            </Button>
          ) : null
        }
      />

      {askKey ? (
        <NewKeyDialog
          item={askKey}
          name={nameOf(askKey)}
          onClose={() => setAskKey(null)}
          onSubmit={(newKey) => doRestore(askKey, newKey)}
        />
      ) : null}
      <ConfirmDialog
        open={purging !== null}
        onOpenChange={(open) => (open ? null : setPurging(null))}
        title={t('trash.confirm.purgeTitle', { name: purging ? nameOf(purging) : '' })}
        description={t('trash.confirm.purgeDescription')}
        confirmLabel={t('trash.actions.purge')}
        onConfirm={() => (purging ? doPurge([purging.id]) : undefined)}
      />
      <ConfirmDialog
        open={emptying}
        onOpenChange={setEmptying}
        title={t('trash.confirm.emptyTitle')}
        description={t('trash.confirm.emptyDescription', { count: items.length })}
        confirmLabel={t('trash.actions.empty')}
        onConfirm={() => doPurge()}
      />
    </div>
  )
}

/** The restore was refused because another item took the slug: ask for a new one. */
function NewKeyDialog({
  item,
  name,
  onClose,
  onSubmit,
}: {
  item: TrashItem
  name: string
  onClose: () => void
  onSubmit: (newKey: string) => Promise<string | null>
}) {
  const { t: translate } = useTranslation('admin')
  const t = translate as unknown as Translate
  const [value, setValue] = useState(`${item.key ?? ''}-2`)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const inputId = useId()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setPending(true)
    try {
      setError(await onSubmit(value.trim()))
    } finally {
      setPending(false)
    }
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('trash.slug.title')}</DialogTitle>
          <DialogDescription>
            {t('trash.slug.description', { key: item.key ?? '', name })}
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor={inputId}>{t('trash.slug.label')}</Label>
            <Input
              id={inputId}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              required
              maxLength={80}
            />
            {error ? (
              <p id={`${inputId}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('crud.actions.cancel')}
            </Button>
            <Button type="submit" disabled={pending || value.trim() === ''}>
              <RotateCcw aria-hidden="true" />
              {t('trash.slug.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
