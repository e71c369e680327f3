import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { fetchList, type ListConfig } from '@/components/crud/crud-requests'
import type { ListParams } from '@/components/crud/list-params'
import { supabase } from '@/lib/supabase'
import type { ClientRow } from '../admin-schemas'
import { clientAdminKeys } from './admin-keys'

export const clientListConfig: ListConfig = {
  search: ['name', 'sector', 'website_url'],
  sortable: {
    sort_order: 'sort_order',
    name: 'name',
    sector: 'sector',
    is_published: 'is_published',
  },
  defaultSort: { id: 'sort_order', desc: false },
}

export const getAdminClients = (params: ListParams, signal?: AbortSignal, all = false) =>
  fetchList<ClientRow>(supabase, 'clients', params, clientListConfig, signal, { all })

export const adminClientsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: clientAdminKeys.list(params),
    queryFn: ({ signal }) => getAdminClients(params, signal),
    placeholderData: keepPreviousData,
  })

export const useAdminClientsQuery = (params: ListParams) =>
  useQuery(adminClientsQueryOptions(params))
