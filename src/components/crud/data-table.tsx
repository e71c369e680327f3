import type { UseQueryResult } from '@tanstack/react-query'
import {
  type Column,
  type ColumnDef,
  type ColumnDefTemplate,
  getCoreRowModel,
  type RowData,
  type RowSelectionState,
  useReactTable,
} from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ArrowUpDown, Download, Loader2, Trash2 } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Skeleton } from '@/components/ui/skeleton'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { type CsvColumn, downloadCsv, toCsv } from '@/lib/csv'
import { type ListResult, READ_PAGE_ROWS, type ReadProgress } from '@/lib/resource/crud-requests'
import { useErrorText } from '@/lib/resource/db-errors'
import type { FilterDef } from '@/lib/resource/list-params'
import type { ListParams } from '@/lib/resource/list-params'
import type { useListParams } from '@/lib/resource/list-params'
import { getSiteTimeZone } from '@/lib/resource/site-time-zone'
import { DEFAULT_TIME_ZONE } from '@/lib/time-zone'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/utils'

import { DeleteConfirmDialog } from './confirm-dialog'
import { DataTablePagination } from './data-table-pagination'
import { DataTableToolbar } from './data-table-toolbar'

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match TanStack's
  interface ColumnMeta<TData extends RowData, TValue> {
    /**
     * How much the column matters when the table is narrow (a phone, or a laptop with the
     * sidebar open): `secondary` columns show from a 40rem wide table, `optional` ones from
     * 56rem. Leave it out for the columns that name the row and its state (always shown).
     */
    priority?: ColumnPriority
  }
}

export type ColumnPriority = 'secondary' | 'optional'

/**
 * Hides a column below its priority's table width. A container query on the table's own
 * wrapper, not the viewport: the sidebar takes width the viewport does not show.
 */
const PRIORITY_CLASS: Record<ColumnPriority, string> = {
  secondary: 'hidden [@container(min-width:40rem)]:table-cell',
  optional: 'hidden [@container(min-width:56rem)]:table-cell',
}

function priorityClass<T>(column: Column<T, unknown>): string | undefined {
  const priority = column.columnDef.meta?.priority
  return priority ? PRIORITY_CLASS[priority] : undefined
}

export interface DataTableProps<T> {
  /** The entity's display name for messages ("Artikel"). */
  entity: string
  /** Accessible name of the table (usually the page title). */
  label: string
  columns: ColumnDef<T, unknown>[]
  query: UseQueryResult<ListResult<T>>
  params: ListParams
  setParams: ReturnType<typeof useListParams>[1]
  getRowId: (row: T) => string
  /** How a row is named in messages and labels ("Hapus {name}"). */
  getRowName: (row: T) => string
  filters?: FilterDef[]
  /** Right side of the toolbar: the "new" button, a reorder button … */
  actions?: ReactNode
  /**
   * Enables CSV export of the current search/filters: every row, read page by page
   * (`fetchList(…, { all, onProgress })`), with the progress shown while it runs.
   */
  csv?: {
    filename: string
    columns: CsvColumn<T>[]
    fetchAll: (onProgress: ReadProgress) => Promise<T[]>
  }
  /** Enables selection and bulk delete. */
  onDelete?: (ids: string[]) => Promise<unknown>
  /** Rows that may be selected for bulk delete (default all). */
  canSelect?: (row: T) => boolean
  /**
   * What bulk delete's confirmation says instead of "… will be deleted permanently" (a
   * collection whose delete moves the rows to the trash).
   */
  deleteManyText?: (count: number) => string
  /** What an empty, unfiltered list says (default "Belum ada data."). */
  emptyText?: string
  /** What a failed load says (default the kit's). */
  errorText?: string
}

/**
 * A column's header or cell, called as a function. `flexRender` renders a function as a
 * component, and the columns are rebuilt on every render, so every cell (and its buttons) was
 * remounted on each render: a row button that opened a dialog was gone when the dialog closed,
 * and focus with it. Cell renderers therefore call no hooks themselves: they return
 * elements (a component may use hooks).
 */
function renderTemplate<P extends object>(
  template: ColumnDefTemplate<P> | undefined,
  props: P,
): ReactNode {
  return typeof template === 'function' ? (template(props) as ReactNode) : template
}

/**
 * The admin list: a TanStack table driven by the server (search, sort, filters and page in the
 * URL; exact counts), with loading/error/empty states, selection + bulk delete behind a
 * confirmation, and CSV export of the filtered list. Columns come from the screen.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation('admin')
  const describe = useErrorText()
  const { query, params, setParams, entity, getRowId, getRowName, onDelete } = props
  const [selection, setSelection] = useState<RowSelectionState>({})
  const [confirmBulk, setConfirmBulk] = useState(false)
  const [exporting, setExporting] = useState<{ done: number; total: number } | null>(null)
  const rows = query.data?.rows ?? []
  const count = query.data?.count ?? 0

  const selectColumn: ColumnDef<T, unknown> = {
    id: '_select',
    enableSorting: false,
    header: ({ table }) => (
      <Checkbox
        aria-label={t('crud.table.selectAll')}
        checked={
          table.getIsAllPageRowsSelected() || (table.getIsSomePageRowsSelected() && 'indeterminate')
        }
        onCheckedChange={(value) => table.toggleAllPageRowsSelected(value === true)}
      />
    ),
    cell: ({ row }) =>
      row.getCanSelect() ? (
        <Checkbox
          aria-label={t('crud.table.selectRow', { name: getRowName(row.original) })}
          checked={row.getIsSelected()}
          onCheckedChange={(value) => row.toggleSelected(value === true)}
        />
      ) : null,
  }

  // TanStack Table is not React-Compiler safe; this component is not memoized by it anyway.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: onDelete ? [selectColumn, ...props.columns] : props.columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    rowCount: count,
    state: { rowSelection: selection },
    onRowSelectionChange: setSelection,
    enableRowSelection: onDelete ? (row) => props.canSelect?.(row.original) ?? true : false,
  })
  // Selection only covers rows still on screen (a refetch may have removed some).
  const selectedIds = rows.map(getRowId).filter((id) => selection[id])

  const exportCsv = async () => {
    if (!props.csv) return
    setExporting({ done: 0, total: count })
    try {
      const all = await props.csv.fetchAll((done, total) => setExporting({ done, total }))
      // Times in the site's time zone (WIB unless the settings say otherwise).
      const timeZone = await getSiteTimeZone().catch(() => DEFAULT_TIME_ZONE)
      downloadCsv(props.csv.filename, toCsv(all, props.csv.columns, { timeZone }))
      void toast.success(t('crud.notifications.exported', { count: all.length }))
    } catch (error) {
      void toast.error(t('crud.notifications.exportFailed'), describe(error).message)
    } finally {
      setExporting(null)
    }
  }

  const deleteSelected = async () => {
    if (!onDelete) return
    try {
      await onDelete(selectedIds)
      setSelection({})
      void toast.success(t('crud.notifications.deletedMany', { count: selectedIds.length, entity }))
    } catch (error) {
      void toast.error(t('crud.notifications.deleteFailed', { entity }), describe(error).message)
    }
  }

  const filtered = params.q !== '' || Object.keys(params.filters).length > 0
  const columnCount = table.getVisibleLeafColumns().length

  return (
    <div className="min-w-0 space-y-3">
      <DataTableToolbar params={params} setParams={setParams} filters={props.filters}>
        {selectedIds.length > 0 ? (
          <Button type="button" variant="destructive" onClick={() => setConfirmBulk(true)}>
            <Trash2 aria-hidden="true" />
            {t('crud.actions.deleteSelected', { count: selectedIds.length })}
          </Button>
        ) : null}
        {props.csv ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => void exportCsv()}
            disabled={exporting !== null || count === 0}
          >
            {exporting ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Download aria-hidden="true" />
            )}
            {t('crud.actions.exportCsv')}
          </Button>
        ) : null}
        {props.actions}
      </DataTableToolbar>
      {exporting ? <ExportProgress {...exporting} /> : null}

      <div className="overflow-x-auto rounded-md border [container-type:inline-size]">
        <Table aria-label={props.label} aria-busy={query.isFetching}>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => {
                  const sortable =
                    header.column.columnDef.enableSorting !== false &&
                    header.column.id !== '_select'
                  const active = (params.sort ?? null) === header.column.id
                  const label = renderTemplate(header.column.columnDef.header, header.getContext())
                  return (
                    <TableHead
                      key={header.id}
                      scope="col"
                      className={cn(
                        header.column.id === '_select' && 'w-10',
                        priorityClass(header.column),
                      )}
                      aria-sort={active ? (params.desc ? 'descending' : 'ascending') : undefined}
                    >
                      {sortable && !header.isPlaceholder ? (
                        <button
                          type="button"
                          className="-ml-2 inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                          onClick={() =>
                            setParams({
                              sort: header.column.id,
                              desc: active ? !params.desc : false,
                            })
                          }
                        >
                          {label}
                          {active ? (
                            params.desc ? (
                              <ArrowDown className="size-3.5" aria-hidden="true" />
                            ) : (
                              <ArrowUp className="size-3.5" aria-hidden="true" />
                            )
                          ) : (
                            <ArrowUpDown className="size-3.5 opacity-50" aria-hidden="true" />
                          )}
                        </button>
                      ) : header.isPlaceholder ? null : (
                        label
                      )}
                    </TableHead>
                  )
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {query.isPending ? (
              Array.from({ length: 5 }, (_, i) => (
                <TableRow key={`skeleton-${i}`}>
                  <TableCell colSpan={columnCount}>
                    <Skeleton className="h-6 w-full" />
                    {i === 0 ? <span className="sr-only">{t('crud.table.loading')}</span> : null}
                  </TableCell>
                </TableRow>
              ))
            ) : query.isError ? (
              <TableRow>
                <TableCell colSpan={columnCount} className="py-10 text-center">
                  <p role="alert" className="mb-3 text-destructive">
                    {props.errorText ?? t('crud.table.error')}
                  </p>
                  <Button type="button" variant="outline" onClick={() => void query.refetch()}>
                    {t('crud.actions.retry')}
                  </Button>
                </TableCell>
              </TableRow>
            ) : rows.length === 0 ? (
              <TableRow>
                <TableCell
                  colSpan={columnCount}
                  className="py-10 text-center text-muted-foreground"
                >
                  <p>
                    {filtered
                      ? t('crud.table.noMatches')
                      : (props.emptyText ?? t('crud.table.empty'))}
                  </p>
                  {filtered ? (
                    <Button
                      type="button"
                      variant="link"
                      onClick={() =>
                        setParams({
                          q: '',
                          filters: Object.fromEntries(
                            Object.keys(params.filters).map((k) => [k, null]),
                          ),
                        })
                      }
                    >
                      {t('crud.table.resetFilters')}
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ) : (
              table.getRowModel().rows.map((row) => (
                <TableRow key={row.id} data-state={row.getIsSelected() ? 'selected' : undefined}>
                  {row.getVisibleCells().map((cell) => (
                    <TableCell key={cell.id} className={priorityClass(cell.column)}>
                      {renderTemplate(cell.column.columnDef.cell, cell.getContext())}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>

      <DataTablePagination params={params} setParams={setParams} count={count} />

      {onDelete ? (
        <DeleteConfirmDialog
          open={confirmBulk}
          onOpenChange={setConfirmBulk}
          entity={entity}
          description={
            props.deleteManyText?.(selectedIds.length) ??
            t('crud.confirm.deleteMany', { count: selectedIds.length })
          }
          onConfirm={deleteSelected}
        />
      ) : null}
    </div>
  )
}

/**
 * The export under way: a bar and "1.000 of 5.300 rows" once the list is longer than one read
 * (shorter exports finish before a bar would mean anything).
 */
function ExportProgress({ done, total }: { done: number; total: number }) {
  const { t, i18n } = useTranslation('admin')
  if (total <= READ_PAGE_ROWS) return null
  const format = (n: number) => n.toLocaleString(i18n.language)
  const text = t('crud.table.exporting', { done: format(done), total: format(total) })
  return (
    <div role="status" className="flex items-center gap-3 text-sm text-muted-foreground">
      <progress
        value={done}
        max={total}
        aria-label={text}
        className="h-2 w-40 overflow-hidden rounded-full [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
      />
      <span>{text}</span>
    </div>
  )
}
