import { sharedKeys } from '@/lib/query-keys'
import { defineResource } from '@/lib/resource/resource'
import { translate } from '@/lib/translate'

import {
  navigationForm,
  type NavigationFormValues,
  type NavigationRow,
} from './admin-navigation-schemas'
import { nextSortOrder } from './lib/admin-navigation-tree'

/**
 * /admin/navigation's data: the header menu, flat, in order (the screen builds the tree). Writes
 * also refresh `public_layout` (the header preview). A new item, or one that changes parent,
 * goes last among its new siblings. The database checks the two-level rule too (23514,
 * `hint: field:parent_id`, in both languages): shown next to the field in its own words.
 */
export const navigationResource = defineResource<NavigationRow, NavigationFormValues>({
  table: 'navigation_menus',
  section: 'navigation',
  list: { search: [], sortable: {}, defaultSort: { id: 'sort_order', desc: false } },
  order: { append: false },
  alsoInvalidates: [sharedKeys.publicLayout],
  form: navigationForm,
  prepare: async (row, fields, rowsInOrder) => {
    const parent = (fields.parent_id as string | null) ?? null
    if (row && (row.parent_id ?? null) === parent) return fields
    return { ...fields, sort_order: nextSortOrder(await rowsInOrder(), parent) }
  },
  name: (row, language) => translate(row.label, language),
  columns: () => [],
})
