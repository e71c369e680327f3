import { queryOptions, useQuery } from '@tanstack/react-query'

import { supabase } from '@/lib/supabase'

import { MESSAGE_STATUSES } from '../schemas'
import { messageKeys } from './keys'

export type MessageCounts = Record<(typeof MESSAGE_STATUSES)[number], number>

/** How many messages each status has (exact counts, no rows). */
export async function getMessageCounts(signal?: AbortSignal): Promise<MessageCounts> {
  const results = await Promise.all(
    MESSAGE_STATUSES.map((status) => {
      const query = supabase
        .from('contact_submissions')
        .select('id', { count: 'exact', head: true })
        .eq('status', status)
      return signal ? query.abortSignal(signal) : query
    }),
  )
  const counts = {} as MessageCounts
  results.forEach(({ count, error }, index) => {
    if (error) throw error
    counts[MESSAGE_STATUSES[index]!] = count ?? 0
  })
  return counts
}

export const messageCountsQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.counts(),
    queryFn: ({ signal }) => getMessageCounts(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  })

export const useMessageCountsQuery = () => useQuery(messageCountsQueryOptions())
