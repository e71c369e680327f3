import type { NavigationNode } from '@/types/database'

import { publishedNavTree } from './nav-tree'

export interface NavRowLike {
  id: string
  parent_id: string | null
  sort_order: number
}

export type AdminNavNode<T extends NavRowLike> = T & { children: T[] }

const bySortOrder = (a: NavRowLike, b: NavRowLike) =>
  a.sort_order - b.sort_order || a.id.localeCompare(b.id)

/** Flat rows → top-level items (sorted) with their children (sorted); orphans go to the top. */
export function buildAdminNavTree<T extends NavRowLike>(rows: readonly T[]): AdminNavNode<T>[] {
  const ids = new Set(rows.map((r) => r.id))
  const top = rows.filter((r) => !r.parent_id || !ids.has(r.parent_id)).sort(bySortOrder)
  return top.map((item) => ({
    ...item,
    children: rows.filter((r) => r.parent_id === item.id).sort(bySortOrder),
  }))
}

/** The siblings of a parent (null = top level) in order. */
export function siblingsOf<T extends NavRowLike>(rows: readonly T[], parentId: string | null): T[] {
  const ids = new Set(rows.map((r) => r.id))
  return rows
    .filter((r) => (parentId ? r.parent_id === parentId : !r.parent_id || !ids.has(r.parent_id)))
    .sort(bySortOrder)
}

export interface NavUpdate {
  id: string
  sort_order: number
  parent_id?: string | null
}

/**
 * Where an item may go: the top level always; under a top-level item that is not itself, and
 * only when the moving item has no children (the menu has two levels, as the header shows).
 */
export function canMoveUnder(rows: readonly NavRowLike[], id: string, parentId: string | null) {
  if (parentId === null) return true
  if (parentId === id) return false
  const parent = rows.find((r) => r.id === parentId)
  if (!parent || parent.parent_id) return false
  return !rows.some((r) => r.parent_id === id)
}

/**
 * The writes that move `id` to position `index` among the children of `parentId` (null = top
 * level): the moved item first (with its new parent when that changes), then its new siblings
 * renumbered 10, 20, 30 … where their number changes. Null when the move is not allowed.
 */
export function planNavMove(
  rows: readonly NavRowLike[],
  id: string,
  parentId: string | null,
  index: number,
): NavUpdate[] | null {
  const item = rows.find((r) => r.id === id)
  if (!item || !canMoveUnder(rows, id, parentId)) return null
  const siblings = siblingsOf(rows, parentId).filter((r) => r.id !== id)
  const at = Math.max(0, Math.min(index, siblings.length))
  const ordered = [...siblings.slice(0, at), item, ...siblings.slice(at)]
  const parentChanges = (item.parent_id ?? null) !== parentId
  const updates: NavUpdate[] = []
  ordered.forEach((row, position) => {
    const sortOrder = (position + 1) * 10
    if (row.id === id) {
      if (parentChanges || row.sort_order !== sortOrder)
        updates.unshift({
          id,
          sort_order: sortOrder,
          ...(parentChanges ? { parent_id: parentId } : {}),
        })
    } else if (row.sort_order !== sortOrder) {
      updates.push({ id: row.id, sort_order: sortOrder })
    }
  })
  return updates
}

/** The sort_order for a new last item among a parent's children. */
export function nextSortOrder(rows: readonly NavRowLike[], parentId: string | null): number {
  const siblings = siblingsOf(rows, parentId)
  return Math.min((siblings.at(-1)?.sort_order ?? 0) + 10, 10000)
}

/** The header as visitors would see it now: published items only, two levels, in order. */
export function previewNavTree(
  rows: readonly (NavRowLike & Pick<NavigationNode, 'url' | 'is_published'> & { label: unknown })[],
): NavigationNode[] {
  return publishedNavTree(
    buildAdminNavTree(rows).map((item) => ({
      id: item.id,
      url: item.url,
      label: item.label as NavigationNode['label'],
      parent_id: null,
      sort_order: item.sort_order,
      is_published: item.is_published,
      children: item.children.map((child) => ({
        id: child.id,
        url: child.url,
        label: child.label as NavigationNode['label'],
        parent_id: item.id,
        sort_order: child.sort_order,
        is_published: child.is_published,
        children: [],
      })),
    })),
  )
}
