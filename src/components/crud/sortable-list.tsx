import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

export interface SortableItem {
  id: string
  label: string
}

/** Moves the item at `from` to `to` (returns a new array). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= items.length) return [...items]
  const next = [...items]
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved as T)
  return next
}

/**
 * A list reordered by dragging (native HTML5 drag and drop, mouse) or with the move up/down
 * buttons (keyboard and touch). Each move is announced in a live region. Controlled: the
 * parent keeps the order and persists it (see ReorderDialog).
 */
export function SortableList<T extends SortableItem>({
  items,
  onChange,
  label,
}: {
  items: readonly T[]
  onChange: (items: T[]) => void
  label: string
}) {
  const { t } = useTranslation('admin')
  const [dragging, setDragging] = useState<number | null>(null)
  const [over, setOver] = useState<number | null>(null)
  const [announcement, setAnnouncement] = useState('')

  const move = (from: number, to: number, focusButton?: 'up' | 'down') => {
    const item = items[from]
    if (!item || to < 0 || to >= items.length) return
    onChange(moveItem(items, from, to))
    setAnnouncement(
      t('crud.reorder.position', { name: item.label, position: to + 1, count: items.length }),
    )
    if (focusButton) {
      // Keep focus on the moved item's button so repeated presses keep moving it.
      requestAnimationFrame(() => {
        const target = document.getElementById(
          `sortable-${item.id}-${focusButton}`,
        ) as HTMLButtonElement | null
        if (target && !target.disabled) target.focus()
        else
          document
            .getElementById(`sortable-${item.id}-${focusButton === 'up' ? 'down' : 'up'}`)
            ?.focus()
      })
    }
  }

  return (
    <>
      <ol aria-label={label} className="divide-y rounded-md border">
        {items.map((item, index) => (
          <li
            key={item.id}
            draggable
            onDragStart={(event) => {
              setDragging(index)
              event.dataTransfer.effectAllowed = 'move'
              event.dataTransfer.setData('text/plain', item.id)
            }}
            onDragOver={(event) => {
              event.preventDefault()
              if (over !== index) setOver(index)
            }}
            onDrop={(event) => {
              event.preventDefault()
              if (dragging !== null) move(dragging, index)
              setDragging(null)
              setOver(null)
            }}
            onDragEnd={() => {
              setDragging(null)
              setOver(null)
            }}
            className={cn(
              'flex items-center gap-2 px-2 py-1.5',
              dragging === index && 'opacity-50',
              over === index && dragging !== null && dragging !== index
                ? 'bg-accent'
                : 'bg-background',
            )}
          >
            <GripVertical
              className="size-4 shrink-0 cursor-grab text-muted-foreground"
              aria-hidden="true"
            />
            <span className="w-7 shrink-0 text-right text-xs tabular-nums text-muted-foreground">
              {index + 1}.
            </span>
            <span className="min-w-0 flex-1 truncate text-sm">{item.label}</span>
            <Button
              id={`sortable-${item.id}-up`}
              type="button"
              variant="ghost"
              size={null}
              className="size-8 gap-2 text-sm"
              disabled={index === 0}
              onClick={() => move(index, index - 1, 'up')}
              aria-label={t('crud.actions.moveUp', { name: item.label })}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              id={`sortable-${item.id}-down`}
              type="button"
              variant="ghost"
              size={null}
              className="size-8 gap-2 text-sm"
              disabled={index === items.length - 1}
              onClick={() => move(index, index + 1, 'down')}
              aria-label={t('crud.actions.moveDown', { name: item.label })}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  )
}
