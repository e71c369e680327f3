import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { fetchList, type ListConfig, type ReadProgress } from '@/lib/resource/crud-requests'
import type { ListParams } from '@/lib/resource/list-params'
import { supabase } from '@/lib/supabase'

import { type AuditRow, dayStart, nextDayStart, NO_ACTOR } from '../lib/audit'
import { auditLogKeys } from './keys'

/** URL filters of the audit log list. */
export const AUDIT_FILTERS = ['table_name', 'action', 'actor', 'from', 'to'] as const

export const auditLogListConfig: ListConfig = {
  search: ['record_title', 'record_id', 'actor_email'],
  sortable: { at: 'at', actor: 'actor_email', action: 'action', table_name: 'table_name' },
  // Newest first; the kit adds `id` as the tie-breaker.
  defaultSort: { id: 'at', desc: true },
  filters: {
    actor: (query, value) =>
      value === NO_ACTOR ? query.is('actor_email', null) : query.eq('actor_email', value),
    from: (query, value) => {
      const start = dayStart(value)
      return start ? query.gte('at', start) : query
    },
    to: (query, value) => {
      const end = nextDayStart(value)
      return end ? query.lt('at', end) : query
    },
  },
}

/** A page of audit entries (or, with `all`, every matching entry for CSV), with the count. */
export const getAuditLog = (
  params: ListParams,
  signal?: AbortSignal,
  all = false,
  onProgress?: ReadProgress,
) =>
  fetchList<AuditRow>(supabase, 'audit_log', params, auditLogListConfig, signal, {
    all,
    onProgress,
  })

export const auditLogQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: auditLogKeys.list(params),
    queryFn: ({ signal }) => getAuditLog(params, signal),
    placeholderData: keepPreviousData,
  })

export const useAuditLogQuery = (params: ListParams) => useQuery(auditLogQueryOptions(params))
