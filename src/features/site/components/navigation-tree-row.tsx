import { ArrowDown, ArrowUp, FolderInput, GripVertical, Pencil, Plus, Trash2 } from 'lucide-react'
import type { DragEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Switch } from '@/components/ui/switch'
import { cn } from '@/lib/utils'

import type { NavigationRow } from '../admin-navigation-schemas'

export interface MoveTarget {
  id: string | null
  label: string
}

/** One menu item in the tree editor: drag handle, label and URL, state and its actions. */
export function NavigationTreeRow({
  item,
  name,
  index,
  count,
  childCount,
  busy,
  dragging,
  dropTarget,
  moveTargets,
  onMove,
  onMoveTo,
  onPublish,
  onEdit,
  onAddChild,
  onDelete,
  drag,
}: {
  item: NavigationRow
  name: string
  index: number
  count: number
  childCount: number
  busy: boolean
  dragging: boolean
  dropTarget: boolean
  moveTargets: MoveTarget[]
  onMove: (direction: 'up' | 'down') => void
  onMoveTo: (parentId: string | null) => void
  onPublish: (published: boolean) => void
  onEdit: () => void
  onAddChild?: () => void
  onDelete: () => void
  drag: {
    onDragStart: (event: DragEvent) => void
    onDragOver: (event: DragEvent) => void
    onDrop: (event: DragEvent) => void
    onDragEnd: () => void
  }
}) {
  const { t } = useTranslation('admin')
  const isChild = Boolean(item.parent_id)
  return (
    <div
      draggable={!busy}
      {...drag}
      data-testid={`nav-row-${item.id}`}
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border px-2 py-1.5',
        dragging && 'opacity-50',
        dropTarget ? 'border-primary bg-accent' : 'bg-card',
      )}
    >
      <GripVertical
        className="size-4 shrink-0 cursor-grab text-muted-foreground"
        aria-hidden="true"
      />
      <div className="grid min-w-0 flex-1 basis-40">
        <span className={cn('truncate font-medium', !item.is_published && 'text-muted-foreground')}>
          {name}
        </span>
        <span className="truncate font-mono text-xs text-muted-foreground">
          {item.url}
          {childCount ? ` · ${t('navigation.tree.childCount', { count: childCount })}` : null}
        </span>
      </div>
      {item.is_published ? null : <Badge variant="secondary">{t('crud.publish.hidden')}</Badge>}
      <div className="ml-auto flex items-center gap-0.5">
        <Switch
          checked={item.is_published}
          onCheckedChange={onPublish}
          disabled={busy}
          aria-label={t('navigation.tree.publishToggle', { name })}
          className="mr-1"
        />
        <Button
          id={`nav-${item.id}-up`}
          type="button"
          variant="ghost"
          size={null}
          className="size-9 gap-2 text-sm"
          disabled={busy || index === 0}
          onClick={() => onMove('up')}
          aria-label={t('crud.actions.moveUp', { name })}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          id={`nav-${item.id}-down`}
          type="button"
          variant="ghost"
          size={null}
          className="size-9 gap-2 text-sm"
          disabled={busy || index === count - 1}
          onClick={() => onMove('down')}
          aria-label={t('crud.actions.moveDown', { name })}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild disabled={busy || moveTargets.length === 0}>
            <Button
              id={`nav-${item.id}-move`}
              type="button"
              variant="ghost"
              size={null}
              className="size-9 gap-2 text-sm"
              aria-label={t('navigation.tree.moveTo', { name })}
            >
              <FolderInput aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>{t('navigation.tree.moveTo', { name })}</DropdownMenuLabel>
            <DropdownMenuSeparator />
            {moveTargets.map((target) => (
              <DropdownMenuItem key={target.id ?? 'top'} onSelect={() => onMoveTo(target.id)}>
                {target.label}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
        {!isChild && onAddChild ? (
          <Button
            type="button"
            variant="ghost"
            size={null}
            className="size-9 gap-2 text-sm"
            disabled={busy}
            onClick={onAddChild}
            aria-label={t('navigation.tree.addChild', { name })}
          >
            <Plus aria-hidden="true" />
          </Button>
        ) : null}
        <Button
          type="button"
          variant="ghost"
          size={null}
          className="size-9 gap-2 text-sm"
          onClick={onEdit}
          aria-label={t('crud.actions.editItem', { name })}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant={null}
          size={null}
          className="size-9 gap-2 text-sm text-destructive hover:bg-accent hover:text-destructive focus-visible:ring-ring"
          disabled={busy}
          onClick={onDelete}
          aria-label={t('crud.actions.deleteItem', { name })}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </div>
  )
}
