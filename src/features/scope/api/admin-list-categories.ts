import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { fetchList, type ListConfig } from '@/components/crud/crud-requests'
import { parseListParams, type ListParams } from '@/components/crud/list-params'
import { supabase } from '@/lib/supabase'
import type { CategoryRow } from '../admin-schemas'
import { scopeAdminKeys } from './admin-keys'

export const categoryListConfig: ListConfig = {
  select: '*, rl_subclass(id)',
  search: ['code', 'name->>id', 'name->>en'],
  sortable: { sort_order: 'sort_order', code: 'code', name: 'name->>id' },
  defaultSort: { id: 'sort_order', desc: false },
}

export const getAdminCategories = (params: ListParams, signal?: AbortSignal, all = false) =>
  fetchList<CategoryRow>(supabase, 'rl_categories', params, categoryListConfig, signal, { all })

export const useAdminCategoriesQuery = (params: ListParams) =>
  useQuery(
    queryOptions({
      queryKey: scopeAdminKeys.categoryList(params),
      queryFn: ({ signal }) => getAdminCategories(params, signal),
      placeholderData: keepPreviousData,
    }),
  )

/** Every classification in order: the subclass form's choices and the reorder dialog. */
export const useCategoryOptionsQuery = () =>
  useQuery(
    queryOptions({
      queryKey: scopeAdminKeys.categoryOptions(),
      queryFn: async ({ signal }): Promise<CategoryRow[]> =>
        (await getAdminCategories(parseListParams(new URLSearchParams()), signal, true)).rows,
    }),
  )
