import { RotateCcw, Trash2 } from 'lucide-react'
import { type FormEvent, useId, useMemo, useState } from 'react'
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
import { Skeleton } from '@/components/ui/skeleton'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { ADMIN_SCREENS, EDITORIAL_TABLES, screenOfTable } from '@/config/admin-screens'
import { currentLanguage } from '@/lib/i18n'
import { useErrorText } from '@/lib/resource/db-errors'
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

type Translate = (key: string, values?: Record<string, unknown>) => string

/**
 * The trash of one editorial collection (`table`, the list's Trash tab) or of all of them (the
 * Sampah screen, with a collection filter): what was deleted, when and by whom, when it goes for
 * good; Restore (editors and admins; a taken slug asks for a new one), Delete for good and
 * Empty trash (admins).
 */
export function TrashList({ table }: { table: string | null }) {
  const { t: translate, i18n } = useTranslation('admin')
  const t = translate as unknown as Translate
  const language = currentLanguage(i18n)
  const timeZone = useSiteTimeZone()
  const describe = useErrorText()
  const role = useStaffRole().data
  const [collection, setCollection] = useState('')
  const query = useTrash(table)
  const tables = table ? [table] : EDITORIAL_TABLES
  const restore = useRestoreFromTrash(tables)
  const purge = useEmptyTrash(tables)
  const [askKey, setAskKey] = useState<TrashItem | null>(null)
  const [purging, setPurging] = useState<TrashItem | null>(null)
  const [emptying, setEmptying] = useState(false)
  const filterId = useId()

  const items = useMemo(
    () => (query.data ?? []).filter((i) => !collection || i.table_name === collection),
    [query.data, collection],
  )
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

  return (
    <div className="flex min-w-0 flex-col gap-3">
      {!table || (isAdmin && items.length > 0) ? (
        <div className="flex flex-wrap items-end justify-between gap-3">
          {table ? (
            <span />
          ) : (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={filterId}>{t('trash.filters.collection')}</Label>
              <select
                id={filterId}
                className="h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                value={collection}
                onChange={(event) => setCollection(event.target.value)}
              >
                <option value="">{t('trash.filters.all')}</option>
                {EDITORIAL_TABLES.map((name) => (
                  <option key={name} value={name}>
                    {tableLabel(name)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {isAdmin && items.length > 0 ? (
            <Button type="button" variant="destructive" onClick={() => setEmptying(true)}>
              <Trash2 aria-hidden="true" />
              {t('trash.actions.empty')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {days !== null ? (
        <p className="text-sm text-muted-foreground">{t('trash.retentionNote', { days })}</p>
      ) : null}

      <div className="overflow-x-auto rounded-md border">
        <Table aria-label={t('trash.title')} aria-busy={query.isFetching}>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{t('trash.columns.item')}</TableHead>
              {table ? null : (
                <TableHead scope="col" className="hidden md:table-cell">
                  {t('trash.columns.collection')}
                </TableHead>
              )}
              <TableHead scope="col" className="hidden sm:table-cell">
                {t('trash.columns.deletedAt')}
              </TableHead>
              <TableHead scope="col" className="hidden md:table-cell">
                {t('trash.columns.purgeAt')}
              </TableHead>
              <TableHead scope="col" className="text-right">
                {t('trash.columns.actions')}
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {query.isPending ? (
              <TableRow>
                <TableCell colSpan={5}>
                  <Skeleton className="h-6 w-full" />
                </TableCell>
              </TableRow>
            ) : query.isError ? (
              <TableRow>
                <TableCell colSpan={5} className="py-10 text-center">
                  <p role="alert" className="mb-3 text-destructive">
                    {t('trash.loadError')}
                  </p>
                  <Button type="button" variant="outline" onClick={() => void query.refetch()}>
                    {t('trash.retry')}
                  </Button>
                </TableCell>
              </TableRow>
            ) : items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5} className="py-10 text-center text-muted-foreground">
                  {t('trash.empty')}
                </TableCell>
              </TableRow>
            ) : (
              items.map((item) => {
                const screen = screenOfTable(item.table_name)
                const path = screen ? (ADMIN_SCREENS[screen] as { path?: string }).path : undefined
                return (
                  <TableRow key={`${item.table_name}:${item.id}`}>
                    <TableCell className="min-w-40">
                      <span className="font-medium">{nameOf(item)}</span>
                      {item.key && item.key !== item.title ? (
                        <span className="block font-mono text-xs text-muted-foreground">
                          {item.key}
                        </span>
                      ) : null}
                      {/* Narrow screens: the collection and when, under the name. */}
                      {table ? null : (
                        <span className="mt-1 block text-xs text-muted-foreground md:hidden">
                          {tableLabel(item.table_name)}
                        </span>
                      )}
                      <span className="mt-1 block text-xs text-muted-foreground sm:hidden">
                        {when(item.deleted_at)}
                      </span>
                    </TableCell>
                    {table ? null : (
                      <TableCell className="hidden md:table-cell">
                        {path ? (
                          <Link
                            className="underline underline-offset-4 hover:text-primary"
                            to={`/admin/${path}?view=trash`}
                          >
                            {tableLabel(item.table_name)}
                          </Link>
                        ) : (
                          tableLabel(item.table_name)
                        )}
                      </TableCell>
                    )}
                    <TableCell className="hidden text-sm sm:table-cell">
                      <span className="block whitespace-nowrap">{when(item.deleted_at)}</span>
                      <span className="block text-muted-foreground">
                        {item.deleted_by_name ?? t('trash.unknownUser')}
                      </span>
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap text-sm md:table-cell">
                      {when(item.purge_at)}
                    </TableCell>
                    <TableCell>
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
                    </TableCell>
                  </TableRow>
                )
              })
            )}
          </TableBody>
        </Table>
      </div>

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
