import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { fetchList, type ListConfig } from '@/lib/resource/crud-requests'
import type { ListParams } from '@/lib/resource/list-params'
import { supabase } from '@/lib/supabase'

import type { MessageRow } from '../schemas'
import { messageKeys } from './keys'

export const messageListConfig: ListConfig = {
  search: ['name', 'email', 'subject', 'reference'],
  sortable: ['reference', 'name', 'status', 'created_at'],
  defaultSort: { id: 'created_at', desc: true },
}

export const getMessages = (params: ListParams, signal?: AbortSignal, all = false) =>
  fetchList<MessageRow>(supabase, 'contact_submissions', params, messageListConfig, signal, {
    all,
  })

/** Messages arrive from visitors: the list refetches on focus and every minute. */
export const messagesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: messageKeys.list(params),
    queryFn: ({ signal }) => getMessages(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  })

export const useMessagesQuery = (params: ListParams) => useQuery(messagesQueryOptions(params))
