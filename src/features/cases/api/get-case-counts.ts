import { queryOptions, useQuery } from '@tanstack/react-query'

import { supabase } from '@/lib/supabase'

import { CASE_STATUSES, CASE_TABLE, type CaseType } from '../schemas'
import { caseKeys } from './keys'
import { overdueFilter } from './list-cases'

export type CaseCounts = Record<(typeof CASE_STATUSES)[number] | 'overdue', number>

/** How many cases each status has, and how many are overdue (exact counts, no rows). */
export async function getCaseCounts(type: CaseType, signal?: AbortSignal): Promise<CaseCounts> {
  const table = CASE_TABLE[type]
  const head = () => {
    const query = supabase.from(table).select('id', { count: 'exact', head: true })
    return signal ? query.abortSignal(signal) : query
  }
  const requests = [
    ...CASE_STATUSES.map((status) => head().eq('status', status)),
    overdueFilter(head()),
  ]
  const results = await Promise.all(requests)
  const counts = {} as CaseCounts
  results.forEach(({ count, error }, index) => {
    if (error) throw error
    counts[CASE_STATUSES[index] ?? 'overdue'] = count ?? 0
  })
  return counts
}

export const caseCountsQueryOptions = (type: CaseType) =>
  queryOptions({
    queryKey: caseKeys(type).counts(),
    queryFn: ({ signal }) => getCaseCounts(type, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  })

export const useCaseCountsQuery = (type: CaseType) => useQuery(caseCountsQueryOptions(type))
