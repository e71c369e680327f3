import { type DragEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { currentLanguage } from '@/lib/i18n'
import { useErrorText } from '@/lib/resource/db-errors'
import { toast } from '@/lib/toast'
import { translate } from '@/lib/translate'
import { cn } from '@/lib/utils'

import type { NavigationRow } from '../admin-navigation-schemas'
import { useNavigationMoveMutation } from '../api/move-navigation-item'
import { useNavigationPublishMutation } from '../api/publish-navigation-item'
import { buildAdminNavTree, canMoveUnder, planNavMove } from '../lib/admin-navigation-tree'
import { type MoveTarget, NavigationTreeRow } from './navigation-tree-row'

/**
 * The header menu as an editable two-level tree. Reorder by dragging a row onto another (it
 * takes that place, in that list) or with the up/down buttons; move between parents by dragging
 * onto a parent's "drop here" area or with the "Move to" menu. Every change is saved at once
 * (sort_order 10, 20 …) and announced in a live region; focus stays on the moved item.
 */
export function NavigationTreeEditor({
  rows,
  onEdit,
  onAddChild,
  onDelete,
}: {
  rows: readonly NavigationRow[]
  onEdit: (row: NavigationRow) => void
  onAddChild: (parent: NavigationRow) => void
  onDelete: (row: NavigationRow) => void
}) {
  const describe = useErrorText()
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const move = useNavigationMoveMutation()
  const publish = useNavigationPublishMutation()
  const [dragging, setDragging] = useState<string | null>(null)
  const [over, setOver] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const busy = move.isPending
  // Where focus goes after a keyboard move: applied once the save is over and the buttons,
  // disabled while it runs, are enabled again (a frame later can still be too early).
  const pendingFocus = useRef<{ id: string; focus: string; saving: boolean } | null>(null)
  useEffect(() => {
    const next = pendingFocus.current
    if (!next) return
    if (busy) {
      next.saving = true
      return
    }
    if (!next.saving) return
    pendingFocus.current = null
    const target = document.getElementById(`nav-${next.id}-${next.focus}`)
    if (target instanceof HTMLButtonElement && !target.disabled) target.focus()
    else document.getElementById(`nav-${next.id}-move`)?.focus()
  })
  const tree = buildAdminNavTree(rows)
  const name = (row: Pick<NavigationRow, 'label'>) => translate(row.label, language)
  const labelOf = (id: string | null) => {
    const parent = id ? rows.find((r) => r.id === id) : undefined
    return parent ? name(parent) : t('navigation.tree.top')
  }

  const moveTo = async (id: string, parentId: string | null, index: number, focus?: string) => {
    const updates = planNavMove(rows, id, parentId, index)
    const item = rows.find((r) => r.id === id)
    if (!updates || !item) return
    if (updates.length === 0) return
    if (focus) pendingFocus.current = { id, focus, saving: false }
    try {
      await move.mutateAsync(updates)
      const siblings = tree.find((n) => n.id === parentId)?.children.length ?? tree.length
      const count = (item.parent_id ?? null) === parentId ? siblings : siblings + 1
      setAnnouncement(
        t('navigation.tree.position', {
          name: name(item),
          position: Math.min(index, count - 1) + 1,
          count,
          parent: labelOf(parentId),
        }),
      )
      void toast.success(t('navigation.notifications.moved'))
    } catch (error) {
      void toast.error(t('navigation.notifications.moveFailed'), describe(error).message)
    }
  }

  const setPublished = async (row: NavigationRow, published: boolean) => {
    try {
      await publish.mutateAsync({ id: row.id, published })
      void toast.success(
        t(published ? 'navigation.notifications.published' : 'navigation.notifications.hidden', {
          name: name(row),
        }),
      )
    } catch (error) {
      void toast.error(
        t('crud.notifications.saveFailed', { entity: t('navigation.entity') }),
        describe(error).message,
      )
    }
  }

  const targetsFor = (row: NavigationRow): MoveTarget[] => {
    const targets: MoveTarget[] = row.parent_id
      ? [{ id: null, label: t('navigation.tree.moveToTop') }]
      : []
    for (const parent of tree) {
      if (parent.id !== row.parent_id && canMoveUnder(rows, row.id, parent.id))
        targets.push({
          id: parent.id,
          label: t('navigation.tree.moveUnder', { name: name(parent) }),
        })
    }
    return targets
  }

  const dragHandlers = (row: NavigationRow, parentId: string | null, index: number) => ({
    onDragStart: (event: DragEvent) => {
      event.stopPropagation()
      setDragging(row.id)
      event.dataTransfer.effectAllowed = 'move'
      event.dataTransfer.setData('text/plain', row.id)
    },
    onDragOver: (event: DragEvent) => {
      if (!dragging || dragging === row.id || !canMoveUnder(rows, dragging, parentId)) return
      event.preventDefault()
      event.stopPropagation()
      if (over !== row.id) setOver(row.id)
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault()
      event.stopPropagation()
      const id = dragging
      setDragging(null)
      setOver(null)
      if (id && id !== row.id) void moveTo(id, parentId, index)
    },
    onDragEnd: () => {
      setDragging(null)
      setOver(null)
    },
  })

  const rowFor = (
    row: NavigationRow,
    parentId: string | null,
    index: number,
    count: number,
    childCount = 0,
  ) => (
    <NavigationTreeRow
      item={row}
      name={name(row)}
      index={index}
      count={count}
      childCount={childCount}
      busy={busy}
      dragging={dragging === row.id}
      dropTarget={over === row.id}
      moveTargets={targetsFor(row)}
      onMove={(direction) =>
        void moveTo(row.id, parentId, direction === 'up' ? index - 1 : index + 1, direction)
      }
      onMoveTo={(target) =>
        void moveTo(
          row.id,
          target,
          target ? (tree.find((n) => n.id === target)?.children.length ?? 0) : tree.length,
          'move',
        )
      }
      onPublish={(published) => void setPublished(row, published)}
      onEdit={() => onEdit(row)}
      onAddChild={parentId ? undefined : () => onAddChild(row)}
      onDelete={() => onDelete(row)}
      drag={dragHandlers(row, parentId, index)}
    />
  )

  if (!tree.length) {
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
        {t('navigation.tree.empty')}
      </p>
    )
  }
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">{t('navigation.tree.hint')}</p>
      <ol aria-label={t('navigation.tree.label')} className="grid gap-2">
        {tree.map((item, index) => {
          const dropInto =
            dragging !== null && dragging !== item.id && canMoveUnder(rows, dragging, item.id)
          return (
            <li key={item.id} className="grid gap-1.5">
              {rowFor(item, null, index, tree.length, item.children.length)}
              {item.children.length || dropInto ? (
                <ol
                  aria-label={t('navigation.tree.children', { name: name(item) })}
                  className="ml-5 grid gap-1.5 border-l-2 pl-3 sm:ml-8"
                >
                  {item.children.map((child, childIndex) => (
                    <li key={child.id}>
                      {rowFor(child, item.id, childIndex, item.children.length)}
                    </li>
                  ))}
                  {dropInto ? (
                    <li
                      onDragOver={(event) => {
                        event.preventDefault()
                        if (over !== `into-${item.id}`) setOver(`into-${item.id}`)
                      }}
                      onDrop={(event) => {
                        event.preventDefault()
                        const id = dragging
                        setDragging(null)
                        setOver(null)
                        if (id) void moveTo(id, item.id, item.children.length)
                      }}
                      className={cn(
                        'rounded-md border-2 border-dashed px-3 py-2 text-sm',
                        over === `into-${item.id}`
                          ? 'border-primary bg-accent text-foreground'
                          : 'text-muted-foreground',
                      )}
                    >
                      {t('navigation.tree.dropInto', { name: name(item) })}
                    </li>
                  ) : null}
                </ol>
              ) : null}
            </li>
          )
        })}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}
