import { useQuery } from '@tanstack/react-query'
import { type ColumnDef, flexRender } from '@tanstack/react-table'
import { Plus, Trash2 } from 'lucide-react'
import { type ComponentType, type ReactNode, useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { currentLanguage } from '@/lib/i18n'
import {
  currentUserId,
  editingKeys,
  ENGLISH_FILTER,
  ENGLISH_FILTER_VALUES,
  type EnglishFields,
  HEARTBEAT_SECONDS,
  listEditors,
} from '@/lib/resource/editing-requests'
import type { FilterDef } from '@/lib/resource/list-params'
import { useListParams } from '@/lib/resource/list-params'
import type { Resource, ResourceContext, ResourceRow, ToolbarSlot } from '@/lib/resource/resource'

import { CrudPage } from './crud-page'
import { DataTable } from './data-table'
import { EditingBadges } from './editing-panel'
import { ReorderDialog } from './reorder-dialog'
import { actionsColumn } from './row-actions'
import { TrashList } from './trash-list'
import { useSheetEditing } from './use-sheet-editing'

/** The props a resource's form sheet gets from the screen. Key: the row's `updated_at`. */
export interface ResourceFormProps<Row> {
  /** The row to edit, or null to create one. */
  row: Row | null
  onClose: () => void
  /** Refetches the list after a conflict; the form remounts with the other person's version. */
  onReload: () => unknown
  /** The list's current filters, e.g. to preset a new row's parent. */
  filters: Record<string, string>
}

export interface ResourceTableProps<Row extends ResourceRow, Values extends FieldValues> {
  resource: Resource<Row, Values>
  /** The create/edit sheet (omit where the resource edits on pages or is read-only). */
  form?: ComponentType<ResourceFormProps<Row>>
  /** A read-only view of a row, opened through the context's `open(row)`. */
  detail?: ComponentType<{ row: Row; onClose: () => void }>
  /** Extra toolbar actions before "Atur urutan" and "Tambah" (import, date range …). */
  toolbar?: ToolbarSlot
  /** Select filters whose choices are loaded (replace the descriptor's `filters`). */
  filters?: FilterDef[]
}

/**
 * A resource's list: the DataTable with its columns, filters, CSV export, selection and bulk
 * delete, the row actions (edit in the sheet or on a page, delete), "Atur urutan" for ordered
 * tables, "Tambah", and the form sheet. List state lives in the URL. An editorial collection's
 * list has two tabs, Aktif and Sampah (`?view=trash`, docs/decisions/031-trash.md).
 */
export function ResourceTable<Row extends ResourceRow, Values extends FieldValues>({
  resource,
  form: Form,
  detail: Detail,
  toolbar,
  filters: loadedFilters,
}: ResourceTableProps<Row, Values>) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const { config, text } = resource
  const [opened, setOpened] = useState<Row | null>(null)
  const base = { t, language, rowsInOrder: undefined, open: setOpened }
  const filters = [
    ...(loadedFilters ?? config.filters?.(base) ?? []),
    ...(resource.editorial
      ? [
          {
            id: ENGLISH_FILTER,
            label: t('editing.filterLabel'),
            options: ENGLISH_FILTER_VALUES.map((value) => ({
              value,
              label: t(value === 'missing' ? 'editing.filterMissing' : 'editing.filterOutdated'),
            })),
          },
        ]
      : []),
  ]
  const [params, setParams] = useListParams([...filters.map((f) => f.id), ...resource.filterIds])
  const query = resource.useList(params)
  const scope = config.order?.scope ? params.filters[config.order.scope] : undefined
  const inOrder = resource.useOrder(scope)
  const reorder = resource.useReorder()
  const remove = resource.useRemove()
  const editing = useSheetEditing(query.data?.rows)
  const editors = useEditors(resource.table, resource.editorial)
  const context: ResourceContext<Row> = { ...base, rowsInOrder: inOrder.data }
  const entity = t(text.entity)
  const name = (row: Row) => config.name(row, language)
  const editable = !config.readOnly
  const deletable = editable && config.deletable !== false
  const canDelete = config.deletable === false ? undefined : config.deletable
  const actions = actionsColumn<Row>(t('crud.table.actions'), {
    entity,
    getName: name,
    editHref: config.editHref,
    onEdit: config.editHref ? undefined : editing.edit,
    onDelete: deletable ? (row) => remove.mutateAsync([row.id]) : undefined,
    canDelete,
    // An editorial item goes to the trash: the dialog says it can be restored.
    deleteDetails: resource.trash
      ? (row) => (
          <>
            {config.deleteDetails?.(row)}
            <p className="text-sm text-muted-foreground">{t('trash.deleteNote')}</p>
          </>
        )
      : config.deleteDetails,
  })

  const [search, setSearch] = useSearchParams()
  const view = resource.trash && search.get('view') === 'trash' ? 'trash' : 'active'
  const showView = (next: string) =>
    setSearch((previous) => {
      const params = new URLSearchParams(previous)
      if (next === 'trash') params.set('view', 'trash')
      else params.delete('view')
      return params
    })

  const list = (
    <>
      <DataTable
        entity={entity}
        label={t(text.title)}
        columns={[
          ...(resource.editorial
            ? withEditingBadges(config.columns(context), config.section, editors)
            : config.columns(context)),
          ...(editable ? [actions] : []),
        ]}
        query={query}
        params={params}
        setParams={setParams}
        getRowId={(row) => row.id}
        getRowName={name}
        filters={filters}
        onDelete={deletable ? (ids) => remove.mutateAsync(ids) : undefined}
        canSelect={canDelete}
        deleteManyText={
          resource.trash ? (count) => t('teamEditing.deleteManyToTrash', { count }) : undefined
        }
        csv={
          config.csv && {
            filename: config.csv.filename,
            columns: config.csv.columns(context),
            fetchAll: (onProgress) =>
              resource.getList(params, undefined, true, onProgress).then((r) => r.rows),
          }
        }
        actions={
          <>
            {toolbar?.({ params, setParams })}
            {config.order ? (
              <ReorderDialog
                entity={entity}
                disabled={Boolean(config.order.scope) && !scope}
                items={inOrder.data?.map((row) => ({
                  id: row.id,
                  label: (config.order?.label ?? config.name)(row, language),
                  sort_order: resource.position(row),
                }))}
                onSave={(items) => reorder.mutateAsync(items)}
              />
            ) : null}
            {editable ? (
              <NewButton entity={entity} href={config.createHref} onNew={editing.create} />
            ) : null}
          </>
        }
      />
      {config.order?.scopeHint && !scope ? (
        <p className="text-xs text-muted-foreground">{t(config.order.scopeHint)}</p>
      ) : null}
      {Form && editing.open ? (
        <Form
          key={editing.key}
          row={editing.row}
          onClose={editing.close}
          onReload={() => query.refetch()}
          filters={params.filters}
        />
      ) : null}
      {Detail && opened ? <Detail row={opened} onClose={() => setOpened(null)} /> : null}
    </>
  )
  if (!resource.trash) return list
  return (
    <Tabs value={view} onValueChange={showView} className="flex min-w-0 flex-col gap-4">
      <TabsList aria-label={t('trash.tabs.label')} className="self-start">
        <TabsTrigger value="active">{t('trash.tabs.active')}</TabsTrigger>
        <TabsTrigger value="trash">
          <Trash2 className="mr-1.5 size-4" aria-hidden="true" />
          {t('trash.tabs.trash')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="active" className="flex min-w-0 flex-col gap-4">
        {list}
      </TabsContent>
      <TabsContent value="trash" className="min-w-0">
        <TrashList table={resource.table} />
      </TabsContent>
    </Tabs>
  )
}

/** Who has which row open for editing (not the user), polled while the list is open. */
function useEditors(table: string, enabled: boolean) {
  const me = useQuery({ queryKey: ['auth', 'user-id'], queryFn: currentUserId, enabled })
  const query = useQuery({
    queryKey: editingKeys.editors(table),
    queryFn: () => listEditors(table),
    enabled,
    refetchInterval: HEARTBEAT_SECONDS * 1000,
  })
  const byRow = query.data ?? {}
  return (id: string) => byRow[id]?.filter((o) => o.user_id !== me.data)
}

/**
 * An editorial list: the first column's cell also says "Menunggu tinjauan" (a change waits for
 * review), "Sedang diedit oleh …" and whether the row's English is missing or outdated (nothing
 * when none).
 */
function withEditingBadges<Row extends ResourceRow>(
  columns: ColumnDef<Row, unknown>[],
  section: string,
  editors: ReturnType<typeof useEditors>,
): ColumnDef<Row, unknown>[] {
  const [first, ...rest] = columns
  if (!first) return columns
  return [
    {
      ...first,
      cell: (context) => (
        <>
          {flexRender(first.cell, context)}
          <EditingBadges
            section={section}
            english={(context.row.original as { english_fields?: EnglishFields }).english_fields}
            editors={editors(context.row.original.id)}
            inReview={(context.row.original as { in_review?: boolean }).in_review === true}
          />
        </>
      ),
    },
    ...rest,
  ]
}

/** "Tambah {entity}": a link to the create page, or a button opening the form. */
export function NewButton({
  entity,
  href,
  onNew,
  disabled,
}: {
  entity: string
  href?: string
  onNew: () => void
  disabled?: boolean
}) {
  const { t } = useTranslation('admin')
  const label = (
    <>
      <Plus aria-hidden="true" />
      {t('crud.actions.new', { entity })}
    </>
  )
  return href ? (
    <Button asChild>
      <Link to={href}>{label}</Link>
    </Button>
  ) : (
    <Button type="button" onClick={onNew} disabled={disabled}>
      {label}
    </Button>
  )
}

/** A standard admin screen: the resource's title and description, its table, then `children`. */
export function ResourceScreen<Row extends ResourceRow, Values extends FieldValues>({
  children,
  ...props
}: ResourceTableProps<Row, Values> & { children?: ReactNode }) {
  const { t } = useTranslation('admin')
  const { text } = props.resource
  return (
    <CrudPage title={t(text.title)} description={text.description && t(text.description)}>
      <ResourceTable {...props} />
      {children}
    </CrudPage>
  )
}
