import { ArrowUpDown, Loader2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { useErrorText } from '@/lib/resource/db-errors'
import { toast } from '@/lib/toast'

import { type SortableItem, SortableList } from './sortable-list'

export interface OrderedItem extends SortableItem {
  sort_order: number
}

/**
 * "Atur urutan" button + dialog holding a SortableList of every item (not just one page).
 * `onSave` gets the items in their new order and persists `sort_order` (kit `saveOrder`).
 */
export function ReorderDialog({
  entity,
  items,
  onSave,
  disabled,
}: {
  entity: string
  /** All items in their current order; undefined while loading. */
  items: OrderedItem[] | undefined
  onSave: (items: OrderedItem[]) => Promise<unknown>
  disabled?: boolean
}) {
  const { t } = useTranslation('admin')
  const describe = useErrorText()
  const [open, setOpen] = useState(false)
  const [order, setOrder] = useState<OrderedItem[]>([])
  const [saving, setSaving] = useState(false)
  const changed = order.some((item, index) => item.id !== items?.[index]?.id)

  const save = async () => {
    setSaving(true)
    try {
      await onSave(order)
      void toast.success(t('crud.notifications.reordered', { entity }))
      setOpen(false)
    } catch (error) {
      void toast.error(t('crud.notifications.reorderFailed', { entity }), describe(error).message)
    } finally {
      setSaving(false)
    }
  }

  return (
    <>
      <Button
        type="button"
        variant="outline"
        disabled={disabled || !items || items.length < 2}
        onClick={() => {
          setOrder(items ?? [])
          setOpen(true)
        }}
      >
        <ArrowUpDown aria-hidden="true" />
        {t('crud.actions.reorder')}
      </Button>
      <Dialog open={open} onOpenChange={(next) => (saving ? null : setOpen(next))}>
        <DialogContent bare className="max-h-[90vh] overflow-y-auto p-6 sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>{t('crud.reorder.title', { entity })}</DialogTitle>
            <DialogDescription>{t('crud.reorder.description')}</DialogDescription>
          </DialogHeader>
          <SortableList
            items={order}
            onChange={setOrder}
            label={t('crud.reorder.list', { entity })}
          />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => setOpen(false)}
              disabled={saving}
            >
              {t('crud.actions.cancel')}
            </Button>
            <Button
              type="button"
              onClick={() => void save()}
              disabled={!changed || saving}
              aria-busy={saving}
            >
              {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {saving ? t('crud.actions.saving') : t('crud.actions.saveOrder')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  )
}
