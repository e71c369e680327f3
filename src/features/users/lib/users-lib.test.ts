import { describe, expect, it } from 'vitest'

import type { ListParams } from '@/lib/resource/list-params'

import type { StaffUser } from '../schemas'
import { adminCount, staffListPage } from './staff-list'

const user = (over: Partial<StaffUser>): StaffUser => ({
  id: over.email ?? 'x',
  email: 'x@example.com',
  full_name: 'X',
  role: 'viewer',
  has_profile: true,
  last_sign_in_at: null,
  created_at: '2026-01-01T00:00:00Z',
  ...over,
})
const users = [
  user({
    email: 'budi@example.com',
    full_name: 'Budi',
    role: 'admin',
    last_sign_in_at: '2026-11-01T00:00:00Z',
  }),
  user({
    email: 'ani@example.com',
    full_name: 'Ani',
    role: 'editor',
    last_sign_in_at: '2026-11-20T00:00:00Z',
  }),
  user({ email: 'citra@example.com', full_name: 'Citra', role: 'viewer' }),
]
const params = (over: Partial<ListParams> = {}): ListParams => ({
  q: '',
  sort: null,
  desc: false,
  page: 1,
  size: 20,
  filters: {},
  ...over,
})

describe('staffListPage', () => {
  it('sorts by name by default', () => {
    expect(staffListPage(users, params()).rows.map((u) => u.full_name)).toEqual([
      'Ani',
      'Budi',
      'Citra',
    ])
  })
  it('searches name and email and filters by role', () => {
    expect(staffListPage(users, params({ q: 'BUDI' })).rows).toHaveLength(1)
    expect(staffListPage(users, params({ filters: { role: 'editor' } })).rows[0]?.full_name).toBe(
      'Ani',
    )
  })
  it('puts never-signed-in last in both directions', () => {
    const asc = staffListPage(users, params({ sort: 'last_sign_in_at' })).rows.map(
      (u) => u.full_name,
    )
    const desc = staffListPage(users, params({ sort: 'last_sign_in_at', desc: true })).rows.map(
      (u) => u.full_name,
    )
    expect(asc).toEqual(['Budi', 'Ani', 'Citra'])
    expect(desc).toEqual(['Ani', 'Budi', 'Citra'])
  })
  it('pages and counts the filtered rows', () => {
    const page = staffListPage(users, params({ size: 10, page: 1, q: 'example' }))
    expect(page.count).toBe(3)
    expect(adminCount(users)).toBe(1)
  })
})
