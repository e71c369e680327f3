import type { ListParams } from '@/lib/resource/list-params'

import type { StaffUser } from '../schemas'

/** Sortable column ids of the staff table. */
export const STAFF_SORTS = ['full_name', 'email', 'role', 'last_sign_in_at'] as const

/**
 * The function returns every account at once (a body has a handful of staff), so search, role
 * filter, sort and paging run here, on the list state the kit keeps in the URL.
 */
export function staffListPage(
  users: readonly StaffUser[],
  params: ListParams,
): { rows: StaffUser[]; count: number } {
  const q = params.q.trim().toLowerCase()
  const role = params.filters.role
  const filtered = users.filter(
    (u) =>
      (!role || u.role === role) &&
      (!q || u.full_name.toLowerCase().includes(q) || (u.email ?? '').toLowerCase().includes(q)),
  )
  const sort = (STAFF_SORTS as readonly string[]).includes(params.sort ?? '')
    ? (params.sort as (typeof STAFF_SORTS)[number])
    : 'full_name'
  const desc = params.sort ? params.desc : false
  const value = (u: StaffUser) => u[sort] ?? ''
  const sorted = [...filtered].sort((a, b) => {
    const va = value(a)
    const vb = value(b)
    // Never signed in goes last in either direction.
    if (sort === 'last_sign_in_at' && (va === '' || vb === '')) return va === vb ? 0 : va ? -1 : 1
    const cmp = String(va).localeCompare(String(vb), 'id', { sensitivity: 'base' })
    return desc ? -cmp : cmp
  })
  const start = (params.page - 1) * params.size
  return { rows: sorted.slice(start, start + params.size), count: filtered.length }
}

/** How many admins the list holds (the last one cannot be removed or demoted). */
export const adminCount = (users: readonly StaffUser[]) =>
  users.filter((u) => u.role === 'admin').length
