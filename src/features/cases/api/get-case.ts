import { queryOptions, useQuery } from '@tanstack/react-query'

import { supabase } from '@/lib/supabase'

import { CASE_TABLE, type CaseRow, type CaseType } from '../schemas'
import { caseKeys } from './keys'

/** One complaint or appeal by id; null when it does not exist (or was deleted). */
export async function getCase(
  type: CaseType,
  id: string,
  signal?: AbortSignal,
): Promise<CaseRow | null> {
  let query = supabase.from(CASE_TABLE[type]).select('*').eq('id', id)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query.maybeSingle()
  if (error) throw error
  return (data as CaseRow | null) ?? null
}

export const caseQueryOptions = (type: CaseType, id: string) =>
  queryOptions({
    queryKey: caseKeys(type).detail(id),
    queryFn: ({ signal }) => getCase(type, id, signal),
    staleTime: 0,
  })

export const useCaseQuery = (type: CaseType, id: string) => useQuery(caseQueryOptions(type, id))
