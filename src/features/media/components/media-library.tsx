import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { DeleteConfirmDialog } from '@/components/crud/confirm-dialog'
import { DataTablePagination } from '@/components/crud/data-table-pagination'
import { DataTableToolbar } from '@/components/crud/data-table-toolbar'
import { QueryState } from '@/components/crud/query-state'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import type { FilterDef } from '@/lib/resource/list-params'
import { useListParams } from '@/lib/resource/list-params'
import { type MediaFile, mediaListQuery } from '@/lib/resource/media-library'
import { toast } from '@/lib/toast'

import { useDeleteMediaMutation } from '../api/delete-media'
import { mediaResource } from '../media-resource'
import { MediaAltForm } from './media-alt-form'
import { MediaCard } from './media-card'
import { MediaCleanupDialog } from './media-cleanup-dialog'
import { MediaInUseDialog } from './media-in-use-dialog'
import { MediaUploader } from './media-uploader'

/**
 * The media library's body: upload (several at once), search and filters (type, used or not)
 * in the URL, a grid of files with what each is and where it is used, paging, the alt text
 * sheet, delete (refused with the list of uses while a file is used) and the cleanup.
 */
export function MediaLibrary() {
  const { t } = useTranslation('admin')
  const [params, setParams] = useListParams(mediaResource.filterIds)
  const query = useQuery(mediaListQuery(params))
  const rows = query.data?.rows ?? []
  const count = query.data?.count ?? 0
  const [editing, setEditing] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<MediaFile | null>(null)
  const [inUse, setInUse] = useState<MediaFile | null>(null)
  const remove = useDeleteMediaMutation()
  // The control that opened a dialog gets the focus back when it closes (or, once its card is
  // gone, the grid's heading).
  const opener = useRef<HTMLElement | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const remember = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
  }
  const restoreFocus = () =>
    setTimeout(() => (opener.current?.isConnected ? opener.current : heading.current)?.focus(), 0)

  const filters: FilterDef[] = [
    {
      id: 'kind',
      label: t('media.fields.type'),
      options: [
        { value: 'image', label: t('media.kinds.image') },
        { value: 'pdf', label: t('media.kinds.pdf') },
      ],
    },
    {
      id: 'usage',
      label: t('media.fields.usage'),
      options: [
        { value: 'used', label: t('media.usage.used') },
        { value: 'unused', label: t('media.usage.unused') },
      ],
    },
  ]
  const filtered = params.q !== '' || Object.keys(params.filters).length > 0
  const editedRow = rows.find((row) => row.id === editing) ?? null

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      const result = await remove.mutateAsync([deleting])
      if (result.kept.length) {
        setInUse(result.kept[0]!)
        return
      }
      void toast.success(t('media.deleted', { name: deleting.name }))
    } catch {
      void toast.error(t('crud.notifications.deleteFailed', { entity: t('media.entity') }))
    }
  }

  return (
    <div className="grid gap-6">
      <MediaUploader />
      <div className="grid gap-3">
        <DataTableToolbar params={params} setParams={setParams} filters={filters}>
          <MediaCleanupDialog />
        </DataTableToolbar>
        <h2 ref={heading} tabIndex={-1} className="sr-only">
          {t('media.files')}
        </h2>
        <div aria-busy={query.isFetching}>
          <QueryState
            query={query}
            skeleton={
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
                {Array.from({ length: 8 }, (_, i) => (
                  <Skeleton key={i} className="h-80" />
                ))}
              </div>
            }
          >
            {rows.length === 0 ? (
              <div className="rounded-md border py-10 text-center text-muted-foreground">
                <p>{filtered ? t('crud.table.noMatches') : t('media.empty')}</p>
                {filtered ? (
                  <Button
                    type="button"
                    variant="link"
                    onClick={() => setParams({ q: '', filters: { kind: null, usage: null } })}
                  >
                    {t('crud.table.resetFilters')}
                  </Button>
                ) : null}
              </div>
            ) : (
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
                {rows.map((file) => (
                  <li key={file.id} className="flex">
                    <MediaCard
                      file={file}
                      onEditAlt={(target) => {
                        remember()
                        setEditing(target.id)
                      }}
                      onDelete={(target) => {
                        remember()
                        if (target.use_count > 0) setInUse(target)
                        else setDeleting(target)
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </div>
        <DataTablePagination params={params} setParams={setParams} count={count} />
      </div>

      {editedRow ? (
        <MediaAltForm
          key={editedRow.updated_at}
          row={editedRow}
          onClose={() => {
            setEditing(null)
            restoreFocus()
          }}
          onReload={() => query.refetch()}
        />
      ) : null}
      <DeleteConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (open) return
          setDeleting(null)
          restoreFocus()
        }}
        entity={t('media.entity')}
        description={t('media.confirmDelete', { name: deleting?.name })}
        onConfirm={confirmDelete}
      />
      <MediaInUseDialog
        file={inUse}
        onClose={() => {
          setInUse(null)
          restoreFocus()
        }}
      />
    </div>
  )
}
