import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { fetchList, type ListConfig } from '@/components/crud/crud-requests'
import { parseListParams, type ListParams } from '@/components/crud/list-params'
import { supabase } from '@/lib/supabase'
import type { SubclassRow } from '../admin-schemas'
import { scopeAdminKeys } from './admin-keys'

export const subclassListConfig: ListConfig = {
  select: '*, rl_categories(code)',
  search: ['code', 'name->>id', 'name->>en', 'kbli'],
  sortable: { sort_order: 'sort_order', code: 'code', name: 'name->>id', kbli: 'kbli' },
  defaultSort: { id: 'code', desc: false },
}

export const getAdminSubclasses = (params: ListParams, signal?: AbortSignal, all = false) =>
  fetchList<SubclassRow>(supabase, 'rl_subclass', params, subclassListConfig, signal, { all })

export const useAdminSubclassesQuery = (params: ListParams) =>
  useQuery(
    queryOptions({
      queryKey: scopeAdminKeys.subclassList(params),
      queryFn: ({ signal }) => getAdminSubclasses(params, signal),
      placeholderData: keepPreviousData,
    }),
  )

/** The subclasses of one classification in display order (reorder dialog). */
export const useSubclassOrderQuery = (categoryId: string | undefined) =>
  useQuery(
    queryOptions({
      queryKey: scopeAdminKeys.subclassOrder(categoryId ?? ''),
      queryFn: ({ signal }): Promise<SubclassRow[]> => {
        const params = parseListParams(
          new URLSearchParams({ category_id: categoryId ?? '', sort: 'sort_order' }),
          ['category_id'],
        )
        return getAdminSubclasses(params, signal, true).then((r) => r.rows)
      },
      enabled: Boolean(categoryId),
    }),
  )
