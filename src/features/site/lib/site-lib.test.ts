import { describe, expect, it } from 'vitest'

import type { NavigationNode } from '@/types/database'

import { endOfMonth, formatLongDate, parseIsoDay } from './end-of-month'
import { publishedNavTree } from './nav-tree'

describe('end of month (docs/product.md#promotion)', () => {
  it('finds the last day of the month, leap years included', () => {
    expect(endOfMonth(new Date(2026, 10, 21)).getDate()).toBe(30)
    expect(endOfMonth(new Date(2024, 1, 3)).getDate()).toBe(29)
    expect(endOfMonth(new Date(2026, 11, 31)).getDate()).toBe(31)
    expect(endOfMonth(new Date(2026, 11, 31)).getMonth()).toBe(11)
  })
  it('formats the date in the active language', () => {
    expect(formatLongDate(new Date(2026, 7, 31), 'id')).toBe('31 Agustus 2026')
    expect(formatLongDate(new Date(2026, 7, 31), 'en')).toBe('31 August 2026')
  })
  it('reads calendar days without a time-zone shift', () => {
    expect(parseIsoDay('2025-01-02').getDate()).toBe(2)
  })
})

const node = (
  id: string,
  sort_order: number,
  is_published = true,
  children: NavigationNode[] = [],
): NavigationNode => ({
  id,
  label: { id },
  url: children.length ? '#' : `/${id}`,
  sort_order,
  parent_id: null,
  is_published,
  children,
})

describe('navigation tree', () => {
  it('keeps published items only, sorted by sort_order, at both levels', () => {
    const tree = publishedNavTree([
      node('b', 2, true, [node('b2', 2), node('b1', 1), node('bx', 0, false)]),
      node('a', 1),
      node('hidden', 0, false, [node('h1', 1)]),
    ])
    expect(tree.map((n) => n.id)).toEqual(['a', 'b'])
    expect(tree[1]?.children.map((n) => n.id)).toEqual(['b1', 'b2'])
  })
})
