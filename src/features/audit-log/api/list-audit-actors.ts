import { queryOptions, useQuery } from '@tanstack/react-query'

import { supabase } from '@/lib/supabase'

import { auditLogKeys } from './keys'

/**
 * Distinct actor emails of the recent entries, for the actor filter. PostgREST has no DISTINCT,
 * so this reads the email column of the latest 2000 entries and de-duplicates.
 */
export async function getAuditActors(signal?: AbortSignal): Promise<string[]> {
  let query = supabase
    .from('audit_log')
    .select('actor_email')
    .not('actor_email', 'is', null)
    .order('at', { ascending: false })
    .limit(2000)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  const emails = new Set((data ?? []).map((row) => row.actor_email).filter(Boolean) as string[])
  return [...emails].sort((a, b) => a.localeCompare(b))
}

export const auditActorsQueryOptions = () =>
  queryOptions({
    queryKey: auditLogKeys.actors(),
    queryFn: ({ signal }) => getAuditActors(signal),
    staleTime: 60_000,
  })

export const useAuditActorsQuery = () => useQuery(auditActorsQueryOptions())
