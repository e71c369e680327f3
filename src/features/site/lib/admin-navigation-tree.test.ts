import { describe, expect, it } from 'vitest'

import {
  buildAdminNavTree,
  canMoveUnder,
  nextSortOrder,
  planNavMove,
  previewNavTree,
} from './admin-navigation-tree'

const row = (id: string, parent_id: string | null, sort_order: number, is_published = true) => ({
  id,
  parent_id,
  sort_order,
  is_published,
  url: parent_id ? `/${id}` : '#',
  label: { id: id.toUpperCase() },
})

const rows = [
  row('home', null, 10),
  row('profil', null, 20),
  row('tentang', 'profil', 10),
  row('visi', 'profil', 20),
  row('layanan', null, 30),
  row('alur', 'layanan', 10),
]

describe('buildAdminNavTree', () => {
  it('nests children under their parents, both levels in sort order', () => {
    const tree = buildAdminNavTree(rows)
    expect(tree.map((n) => n.id)).toEqual(['home', 'profil', 'layanan'])
    expect(tree[1]?.children.map((n) => n.id)).toEqual(['tentang', 'visi'])
  })
})

describe('planNavMove', () => {
  it('reorders siblings and renumbers only what changes', () => {
    expect(planNavMove(rows, 'visi', 'profil', 0)).toEqual([
      { id: 'visi', sort_order: 10 },
      { id: 'tentang', sort_order: 20 },
    ])
  })
  it('moves an item under another parent, writing its parent first', () => {
    expect(planNavMove(rows, 'alur', 'profil', 1)).toEqual([
      { id: 'alur', sort_order: 20, parent_id: 'profil' },
      { id: 'visi', sort_order: 30 },
    ])
  })
  it('moves a child to the top level', () => {
    expect(planNavMove(rows, 'tentang', null, 3)?.[0]).toEqual({
      id: 'tentang',
      sort_order: 40,
      parent_id: null,
    })
  })
  it('refuses a third level and an item with children under another item', () => {
    expect(planNavMove(rows, 'home', 'tentang', 0)).toBeNull()
    expect(planNavMove(rows, 'profil', 'layanan', 0)).toBeNull()
    expect(canMoveUnder(rows, 'home', 'home')).toBe(false)
    expect(canMoveUnder(rows, 'home', 'layanan')).toBe(true)
  })
})

describe('nextSortOrder', () => {
  it('places a new item after the last of its siblings', () => {
    expect(nextSortOrder(rows, null)).toBe(40)
    expect(nextSortOrder(rows, 'home')).toBe(10)
  })
})

describe('previewNavTree', () => {
  it('shows published items only, children of hidden parents included in nothing', () => {
    const preview = previewNavTree([
      ...rows.filter((r) => r.id !== 'visi'),
      row('visi', 'profil', 20, false),
      row('rahasia', null, 5, false),
    ])
    expect(preview.map((n) => n.id)).toEqual(['home', 'profil', 'layanan'])
    expect(preview[1]?.children.map((n) => n.id)).toEqual(['tentang'])
  })
})
