import { queryOptions, useQuery } from '@tanstack/react-query'

import { supabase } from '@/lib/supabase'

import { CASE_TABLE, type CaseType } from '../schemas'
import { casePartKey } from './case-rows'

export interface TimelineEvent {
  at: string
  /** received, status, assigned, decided_by, resolution, notes, message */
  kind: string
  /** The new status, or a message's delivery state. */
  status: string | null
  actor_name: string | null
  /** A staff member's name (assigned, decided_by) or the message's kind. */
  detail: string | null
}

/** Every step of one case, oldest first (case_timeline: the audit log and the outbox). */
export async function getCaseTimeline(
  type: CaseType,
  id: string,
  signal?: AbortSignal,
): Promise<TimelineEvent[]> {
  let call = supabase.rpc('case_timeline', { entity: CASE_TABLE[type], record_id: id })
  if (signal) call = call.abortSignal(signal)
  const { data, error } = await call
  if (error) throw error
  return (data ?? []) as TimelineEvent[]
}

/** Under the case's key, so saving the case refreshes it (a message queued, a new status). */
export const caseTimelineQueryOptions = (type: CaseType, id: string) =>
  queryOptions({
    queryKey: casePartKey(type, id, 'timeline'),
    queryFn: ({ signal }) => getCaseTimeline(type, id, signal),
    staleTime: 0,
  })

export const useCaseTimelineQuery = (type: CaseType, id: string) =>
  useQuery(caseTimelineQueryOptions(type, id))
