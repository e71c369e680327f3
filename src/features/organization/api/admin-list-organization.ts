import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { fetchList, type ListConfig } from '@/components/crud/crud-requests'
import type { ListParams } from '@/components/crud/list-params'
import { supabase } from '@/lib/supabase'
import type { OrganizationRow } from '../admin-schemas'
import { organizationAdminKeys } from './admin-organization-keys'

export const organizationListConfig: ListConfig = {
  search: ['name', 'position->>id', 'position->>en'],
  sortable: { order: 'order', name: 'name', position: 'position->>id' },
  defaultSort: { id: 'order', desc: false },
}

export const getAdminOrganization = (params: ListParams, signal?: AbortSignal, all = false) =>
  fetchList<OrganizationRow>(
    supabase,
    'struktur_organisasi',
    params,
    organizationListConfig,
    signal,
    {
      all,
    },
  )

export const useAdminOrganizationQuery = (params: ListParams) =>
  useQuery(
    queryOptions({
      queryKey: organizationAdminKeys.list(params),
      queryFn: ({ signal }) => getAdminOrganization(params, signal),
      placeholderData: keepPreviousData,
    }),
  )
