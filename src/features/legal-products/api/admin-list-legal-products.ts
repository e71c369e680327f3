import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { fetchList, type ListConfig } from '@/components/crud/crud-requests'
import type { ListParams } from '@/components/crud/list-params'
import { supabase } from '@/lib/supabase'
import type { LegalProductRow } from '../admin-schemas'
import { legalProductAdminKeys } from './admin-keys'

export const legalProductListConfig: ListConfig = {
  search: ['title->>id', 'title->>en', 'number'],
  sortable: {
    title: 'title->>id',
    category: 'category',
    number: 'number',
    year: 'year',
    updated_at: 'updated_at',
  },
  defaultSort: { id: 'year', desc: true },
}

export const getAdminLegalProducts = (params: ListParams, signal?: AbortSignal, all = false) =>
  fetchList<LegalProductRow>(supabase, 'legal_products', params, legalProductListConfig, signal, {
    all,
  })

export const adminLegalProductsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: legalProductAdminKeys.list(params),
    queryFn: ({ signal }) => getAdminLegalProducts(params, signal),
    placeholderData: keepPreviousData,
  })

export const useAdminLegalProductsQuery = (params: ListParams) =>
  useQuery(adminLegalProductsQueryOptions(params))
