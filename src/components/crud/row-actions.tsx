import type { ColumnDef } from '@tanstack/react-table'
import { Pencil, Trash2 } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { Button } from '@/components/ui/button'
import { useErrorText } from '@/lib/resource/db-errors'
import { toast } from '@/lib/toast'

import { DeleteConfirmDialog } from './confirm-dialog'

export interface RowActionsOptions<T> {
  entity: string
  getName: (row: T) => string
  /** Edit as a link to a page … */
  editHref?: (row: T) => string
  /** … or in a sheet. */
  onEdit?: (row: T) => void
  /** Delete after confirmation; omit where deleting is not allowed. */
  onDelete?: (row: T) => Promise<unknown>
  /** Rows that may be deleted (default all). */
  canDelete?: (row: T) => boolean
  /** Shown in the delete dialog below "will be deleted" (what depends on the row). */
  deleteDetails?: (row: T) => ReactNode
}

/** Edit and delete buttons of one row (delete asks first, then toasts the outcome). */
export function RowActions<T>({ row, ...options }: RowActionsOptions<T> & { row: T }) {
  const { t } = useTranslation('admin')
  const describe = useErrorText()
  const [confirm, setConfirm] = useState(false)
  const name = options.getName(row)
  const remove = async () => {
    try {
      await options.onDelete?.(row)
      void toast.success(t('crud.notifications.deleted', { entity: options.entity }))
    } catch (error) {
      void toast.error(
        t('crud.notifications.deleteFailed', { entity: options.entity }),
        describe(error).message,
      )
    }
  }
  return (
    <div className="flex justify-end gap-1">
      {options.editHref ? (
        <Button asChild variant="ghost" size={null} className="size-9 gap-2 text-sm">
          <Link
            to={options.editHref(row)}
            aria-label={t('crud.actions.editItem', { name })}
            title={t('crud.actions.edit')}
          >
            <Pencil aria-hidden="true" />
          </Link>
        </Button>
      ) : options.onEdit ? (
        <Button
          type="button"
          variant="ghost"
          size={null}
          className="size-9 gap-2 text-sm"
          onClick={() => options.onEdit?.(row)}
          aria-label={t('crud.actions.editItem', { name })}
          title={t('crud.actions.edit')}
        >
          <Pencil aria-hidden="true" />
        </Button>
      ) : null}
      {options.onDelete && (options.canDelete?.(row) ?? true) ? (
        <>
          <Button
            type="button"
            variant={null}
            size={null}
            className="size-9 gap-2 text-sm text-destructive hover:bg-accent hover:text-destructive focus-visible:ring-ring"
            onClick={() => setConfirm(true)}
            aria-label={t('crud.actions.deleteItem', { name })}
            title={t('crud.actions.delete')}
          >
            <Trash2 aria-hidden="true" />
          </Button>
          <DeleteConfirmDialog
            open={confirm}
            onOpenChange={setConfirm}
            entity={options.entity}
            description={t('crud.confirm.deleteOne', { name })}
            details={confirm ? options.deleteDetails?.(row) : null}
            onConfirm={remove}
          />
        </>
      ) : null}
    </div>
  )
}

/** The actions column for a DataTable. */
export function actionsColumn<T>(
  label: string,
  options: RowActionsOptions<T>,
): ColumnDef<T, unknown> {
  return {
    id: '_actions',
    enableSorting: false,
    header: () => <span className="sr-only">{label}</span>,
    cell: ({ row }) => <RowActions row={row.original} {...options} />,
  }
}
