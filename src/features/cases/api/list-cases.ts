import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { fetchList, type ListConfig, type ReadProgress } from '@/lib/resource/crud-requests'
import type { ListParams } from '@/lib/resource/list-params'
import { supabase } from '@/lib/supabase'

import { CASE_TABLE, type CaseRow, type CaseType } from '../schemas'
import { caseKeys } from './keys'

/** Open cases past their due date (`overdue=1` in the URL). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const overdueFilter = (query: any) =>
  query.lt('due_at', new Date().toISOString()).in('status', ['baru', 'diproses'])

export const caseListConfig: ListConfig = {
  search: ['reference', 'name', 'company_name', 'email', 'subject', 'certificate_number'],
  sortable: ['reference', 'name', 'status', 'created_at', 'due_at'],
  defaultSort: { id: 'created_at', desc: true },
  filters: { overdue: (query, value) => (value === '1' ? overdueFilter(query) : query) },
}

export const getCases = (
  type: CaseType,
  params: ListParams,
  signal?: AbortSignal,
  all = false,
  onProgress?: ReadProgress,
) =>
  fetchList<CaseRow>(supabase, CASE_TABLE[type], params, caseListConfig, signal, {
    all,
    onProgress,
  })

/** New submissions arrive from visitors: lists refetch on focus and every minute. */
export const casesQueryOptions = (type: CaseType, params: ListParams) =>
  queryOptions({
    queryKey: caseKeys(type).list(params),
    queryFn: ({ signal }) => getCases(type, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  })

export const useCasesQuery = (type: CaseType, params: ListParams) =>
  useQuery(casesQueryOptions(type, params))
