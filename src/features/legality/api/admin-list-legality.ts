import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { fetchList, type ListConfig } from '@/components/crud/crud-requests'
import type { ListParams } from '@/components/crud/list-params'
import { supabase } from '@/lib/supabase'
import type { LegalityRow } from '../admin-schemas'
import { todayInJakarta } from '../lib/expiry'
import { legalityAdminKeys } from './admin-legality-keys'

export const legalityListConfig: ListConfig = {
  search: ['title->>id', 'title->>en', 'number', 'issuer'],
  sortable: {
    sort_order: 'sort_order',
    title: 'title->>id',
    issuer: 'issuer',
    issued_at: 'issued_at',
    valid_until: 'valid_until',
  },
  defaultSort: { id: 'sort_order', desc: false },
  filters: {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    validity: (query: any, value: string) => {
      const today = todayInJakarta()
      if (value === 'expired') return query.lt('valid_until', today)
      if (value === 'valid') return query.gte('valid_until', today)
      return query.is('valid_until', null)
    },
  },
}

export const getAdminLegality = (params: ListParams, signal?: AbortSignal, all = false) =>
  fetchList<LegalityRow>(supabase, 'legalitas', params, legalityListConfig, signal, { all })

export const useAdminLegalityQuery = (params: ListParams) =>
  useQuery(
    queryOptions({
      queryKey: legalityAdminKeys.list(params),
      queryFn: ({ signal }) => getAdminLegality(params, signal),
      placeholderData: keepPreviousData,
    }),
  )
