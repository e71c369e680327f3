import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ReorderDialog, type OrderedItem } from './reorder-dialog'

/** A sortable list's toolbar actions: "Atur urutan" (ReorderDialog) and "Tambah <entity>". */
export function ReorderAndNew({
  entity,
  items,
  onSave,
  onNew,
}: {
  entity: string
  items: OrderedItem[] | undefined
  onSave: (items: OrderedItem[]) => Promise<unknown>
  onNew: () => void
}) {
  const { t } = useTranslation('admin')
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
