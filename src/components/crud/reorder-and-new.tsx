import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ReorderDialog, type OrderedItem } from './reorder-dialog'

/** Where a row stands: its `sort_order`, unless the table names it otherwise (`position`). */
type Position<R> = R extends { sort_order: number }
  ? { position?: (row: R) => number }
  : { position: (row: R) => number }

/** A sortable list's toolbar actions: "Atur urutan" (ReorderDialog) and "Tambah <entity>". */
export function ReorderAndNew<R extends { id: string }>({
  entity,
  rows,
  label,
  position = (row) => (row as unknown as { sort_order: number }).sort_order,
  onSave,
  onNew,
}: {
  entity: string
  rows: R[] | undefined
  /** The row's name in the reorder dialog. */
  label: (row: R) => string
  onSave: (items: OrderedItem[]) => Promise<unknown>
  onNew: () => void
} & Position<R>) {
  const { t } = useTranslation('admin')
  const items = rows?.map((row) => ({ id: row.id, label: label(row), sort_order: position(row) }))
  return (
    <>
      <ReorderDialog entity={entity} items={items} onSave={onSave} />
      <Button type="button" onClick={onNew}>
        <Plus aria-hidden="true" />
        {t('crud.actions.new', { entity })}
      </Button>
    </>
  )
}
