import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  useQuery,
  type UseQueryResult,
} from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import type { ParseKeys, TFunction } from 'i18next'
import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { ZodType } from 'zod'

import type { Language } from '@/config/constants'
import type { CsvColumn } from '@/lib/csv'
import { tableKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'

import {
  deleteRows,
  fetchInOrder,
  fetchList,
  hasTrash,
  type ListConfig,
  type OrderConfig,
  type ReadProgress,
  saveOrder,
  saveRow,
  type TableName,
} from './crud-requests'
import { ENGLISH_FILTER, isEditorial } from './editing-requests'
import type { FilterDef, ListParams, useListParams } from './list-params'
import { IN_REVIEW, isEditorialTable } from './review-requests'
import { trashKeys } from './trash-requests'
import { useCrudMutation } from './use-crud-mutation'

/**
 * A row the kit can edit: conflict checks compare `updated_at` (docs/product.md#no-lost-updates).
 */
export interface ResourceRow {
  id: string
  updated_at: string
}

/** What a descriptor's column, filter and CSV builders get. */
export interface ResourceContext<Row = unknown> {
  t: TFunction<'admin'>
  language: Language
  /** Every row in display order (ordered tables), e.g. to name a row's parent. */
  rowsInOrder: Row[] | undefined
  /** Opens a row in the screen's `detail` view (read-only resources). */
  open: (row: Row) => void
}

export type AdminKey = ParseKeys<'admin'>

/** The i18n keys of a resource's texts; by default `<section>.title` and its siblings. */
export interface ResourceText {
  title: AdminKey
  description?: AdminKey
  entity: AdminKey
  newTitle: AdminKey
  editTitle: AdminKey
}

/** The form a resource is edited with: its zod schema and the row ⇄ form value conversions. */
export interface ResourceForm<Row, Values extends FieldValues> {
  schema: ZodType<Values>
  defaults: (row: Row | null) => Values
  toRow: (values: Values) => Record<string, unknown>
}

/**
 * The toolbar's extra actions (an import button, a date range, an "expiring within N days"
 * filter …), built from the list's URL state, which they may change (`extraFilterIds`).
 */
export type ToolbarSlot = (state: {
  params: ListParams
  setParams: ReturnType<typeof useListParams>[1]
}) => ReactNode

export interface ResourceConfig<Row extends ResourceRow, Values extends FieldValues> {
  table: TableName
  /** The `admin.json` section holding title, description, entity and titles.new/edit … */
  section: string
  /** … or the keys one by one where the section differs (two tables on one screen). */
  text?: Partial<ResourceText>
  /** Server-side list: search columns, sortable columns, default sort, filters, select. */
  list: ListConfig
  /** How a row is named in messages and labels ("Hapus {name}"). */
  name: (row: Row, language: Language) => string
  /** The data columns; the screen adds selection and the edit/delete actions. */
  columns: (context: ResourceContext<Row>) => ColumnDef<Row, unknown>[]
  /** Select filters in the toolbar; their ids are URL parameters and `list.filters` keys. */
  filters?: (context: ResourceContext<Row>) => FilterDef[]
  /** URL filter ids with a control of their own (a date range in `toolbar`). */
  extraFilterIds?: readonly string[]
  csv?: { filename: string; columns: (context: ResourceContext<Row>) => CsvColumn<Row>[] }
  form?: ResourceForm<Row, Values>
  /** Ordered tables: the position column, numbering and scope ("Atur urutan"). */
  order?: OrderConfig & {
    /** A new row goes last (default true); false where the form sets the position itself. */
    append?: boolean
    /** Shown while the scope's filter is empty (reordering needs one parent). */
    scopeHint?: AdminKey
    /** A row's label in the reorder dialog (default: its `name`). */
    label?: (row: Row, language: Language) => string
  }
  /** Create or edit on a page of its own instead of the form sheet. */
  createHref?: string
  editHref?: (row: Row) => string
  /** No edit, no delete: a read-only list (the audit log). */
  readOnly?: boolean
  /**
   * Rows that may be deleted (default all): others get no delete button and no checkbox.
   * `false`: none ever is (the certificate register): no delete buttons, no selection column.
   */
  deletable?: ((row: Row) => boolean) | false
  /** What the delete dialog shows below "will be deleted" (what depends on the row). */
  deleteDetails?: (row: Row) => ReactNode
  /** Other query roots a write must refresh (a page keyed by another table). */
  alsoInvalidates?: readonly QueryKey[]
  /** Adjusts the fields before they are written (a moved menu item goes last under its parent). */
  prepare?: (
    row: Row | null,
    fields: Record<string, unknown>,
    rowsInOrder: () => Promise<Row[]>,
  ) => Promise<Record<string, unknown>>
  /** Turns a database error into one the kit shows next to a field (22023 + `hint: field:x`). */
  mapError?: (error: unknown) => unknown
  /** The column edit pages load a row by (default `id`). */
  detailBy?: string
  /**
   * Saves keep versions (content_revisions, docs/decisions/020): the edit form shows the
   * History panel (versions, diffs, restore).
   */
  revisions?: boolean
  /** Pages of their own on the public site: the edit page offers a shareable preview link. */
  preview?: boolean
  /**
   * The form's Markdown fields: a save runs the content checks on them first (images without
   * alt text, links to missing or unpublished pages, skipped headings, empty link text, the
   * search title's length; content-checks.ts) and a save that publishes stops at a blocking one.
   */
  markdown?: readonly string[]
}

/**
 * Editorial collections (docs/decisions/030) get the "Tinjauan: Menunggu tinjauan" filter: the
 * items with a change waiting for an admin's approval.
 */
function withReviewFilter<Row extends ResourceRow, Values extends FieldValues>(
  config: ResourceConfig<Row, Values>,
): ResourceConfig<Row, Values> {
  if (!isEditorialTable(config.table) || config.readOnly) return config
  return {
    ...config,
    filters: (context) => [
      ...(config.filters?.(context) ?? []),
      {
        id: 'review',
        label: context.t('review.filter'),
        options: [{ value: 'pending', label: context.t('review.filterPending') }],
      },
    ],
  }
}

const sectionText = (section: string): ResourceText => ({
  title: `${section}.title` as AdminKey,
  description: `${section}.description` as AdminKey,
  entity: `${section}.entity` as AdminKey,
  newTitle: `${section}.titles.new` as AdminKey,
  editTitle: `${section}.titles.edit` as AdminKey,
})

/**
 * An admin resource: one descriptor from which the list query, the rows in order, save, delete,
 * reorder, the query keys and (with `ResourceScreen`) the screen come. See docs/admin-kit.md.
 */
export function defineResource<Row extends ResourceRow, Values extends FieldValues = FieldValues>(
  resourceConfig: ResourceConfig<Row, Values>,
) {
  const config = withReviewFilter(resourceConfig)
  const { table } = config
  const editorial = isEditorial(table)
  // Editorial collections: the list reads each row's translation status and whether a change
  // waits for review (computed fields, in the same request) and filters by them ("English
  // missing/outdated", "Tinjauan: Menunggu tinjauan").
  const list: ListConfig = editorial
    ? {
        ...config.list,
        select: `${config.list.select ?? '*'},english_fields,${IN_REVIEW}`,
        filters: {
          ...config.list.filters,
          [ENGLISH_FILTER]: (query, value) =>
            value === 'missing' || value === 'outdated'
              ? query.eq(`english_${value}`, true)
              : query,
          ...(config.readOnly
            ? {}
            : {
                review: (query, value) => (value === 'pending' ? query.eq(IN_REVIEW, true) : query),
              }),
        },
      }
    : config.list
  const keys = tableKeys(table)
  // An editorial collection's delete moves rows to the trash (docs/decisions/031-trash.md).
  const trash = hasTrash(table)
  const roots = [keys.all, ...(trash ? [trashKeys.all] : []), ...(config.alsoInvalidates ?? [])]
  const order = config.order
  const mapError = (error: unknown) => (config.mapError ? config.mapError(error) : error)
  const scopeFilter = (scope: string | undefined): Record<string, string> =>
    order?.scope && scope ? { [order.scope]: scope } : {}

  /** One page of the list (or, with `all`, every filtered row for the CSV export). */
  const getList = async (
    params: ListParams,
    signal?: AbortSignal,
    all = false,
    onProgress?: ReadProgress,
  ) => fetchList<Row>(supabase, table, params, list, signal, { all, onProgress })
  /** Every row in display order; with a scoped order only the scope's rows. */
  const getInOrder = (scope?: string, signal?: AbortSignal) =>
    fetchInOrder<Row>(supabase, table, order ?? {}, scopeFilter(scope), signal)
  /** One row by `detailBy` (drafts included), or null. */
  const getOne = async (value: string, signal?: AbortSignal): Promise<Row | null> => {
    const query = supabase
      .from(table)
      .select('*')
      .eq(config.detailBy ?? 'id', value)
    const { data, error } = await (signal ? query.abortSignal(signal) : query).maybeSingle()
    if (error) throw error
    return data as Row | null
  }
  /** Creates (placed last in an ordered table) or updates only if unchanged since loaded. */
  const save = async ({
    row,
    values,
    toRow = config.form?.toRow,
  }: {
    row: Row | null
    values: Values
    toRow?: (values: Values) => Record<string, unknown>
  }): Promise<Row> => {
    if (!toRow) throw new Error(`${table}: no form to save`)
    const append = order && order.append !== false ? order : undefined
    try {
      const fields = toRow(values)
      const prepared = config.prepare ? await config.prepare(row, fields, getInOrder) : fields
      return await saveRow<Row>(supabase, table, row, prepared, append)
    } catch (error) {
      throw mapError(error)
    }
  }
  /** Deletes; a contiguous order closes the gap (1..n again). */
  const remove = async (ids: string[]) => {
    const deleted = await deleteRows(supabase, table, ids)
    if (order?.numbering === 'contiguous') {
      const rows = await getInOrder()
      await saveOrder(supabase, table, rows.map(toOrderedItem), order)
    }
    return deleted
  }
  const reorder = (items: readonly { id: string; sort_order: number }[]) =>
    saveOrder(supabase, table, items, order)
  const position = (row: Row) =>
    Number((row as Record<string, unknown>)[order?.column ?? 'sort_order'])
  const toOrderedItem = (row: Row) => ({ id: row.id, sort_order: position(row) })

  const listQuery = (params: ListParams) =>
    queryOptions({
      queryKey: keys.list(params),
      queryFn: ({ signal }) => getList(params, signal),
      placeholderData: keepPreviousData,
    })
  const orderQuery = (scope?: string) =>
    queryOptions({
      queryKey: keys.order(scope),
      queryFn: ({ signal }) => getInOrder(scope, signal),
      enabled: Boolean(order) && (!order?.scope || Boolean(scope)),
    })
  const detailQuery = (value: string) =>
    queryOptions({ queryKey: keys.detail(value), queryFn: ({ signal }) => getOne(value, signal) })

  return {
    config,
    table,
    /** An editorial collection: autosave, presence and translation status (ADR 032). */
    editorial,
    keys,
    /** What every write refreshes (for a feature's own mutations on this table). */
    roots,
    /** Deleting moves rows to the trash: the list gets its Trash tab. */
    trash,
    text: { ...sectionText(config.section), ...config.text } as ResourceText,
    /** URL filter ids of the list. */
    filterIds: [...new Set([...Object.keys(list.filters ?? {}), ...(config.extraFilterIds ?? [])])],
    position,
    getList,
    getInOrder,
    getOne,
    save,
    remove,
    reorder,
    listQuery,
    orderQuery,
    detailQuery,
    useList: (params: ListParams): UseQueryResult<{ rows: Row[]; count: number }> =>
      useQuery(listQuery(params)),
    useOrder: (scope?: string) => useQuery(orderQuery(scope)),
    useDetail: (value: string | undefined) =>
      useQuery({ ...detailQuery(value ?? ''), enabled: Boolean(value) }),
    useSave: () => useCrudMutation(save, roots),
    useRemove: () => useCrudMutation(remove, roots),
    useReorder: () => useCrudMutation(reorder, roots),
  }
}

export type Resource<
  Row extends ResourceRow,
  Values extends FieldValues = FieldValues,
> = ReturnType<typeof defineResource<Row, Values>>
