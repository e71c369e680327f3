import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { fetchList, type ListConfig } from '@/components/crud/crud-requests'
import type { ListParams } from '@/components/crud/list-params'
import { supabase } from '@/lib/supabase'
import type { FaqRow } from '../admin-schemas'
import { faqAdminKeys } from './admin-keys'

export const faqListConfig: ListConfig = {
  search: ['question->>id', 'question->>en', 'answer->>id'],
  sortable: {
    question: 'question->>id',
    category: 'category',
    is_published: 'is_published',
    sort_order: 'sort_order',
    updated_at: 'updated_at',
  },
  defaultSort: { id: 'sort_order', desc: false },
}

export const getAdminFaqs = (params: ListParams, signal?: AbortSignal, all = false) =>
  fetchList<FaqRow>(supabase, 'faqs', params, faqListConfig, signal, { all })

export const adminFaqsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: faqAdminKeys.list(params),
    queryFn: ({ signal }) => getAdminFaqs(params, signal),
    placeholderData: keepPreviousData,
  })

export const useAdminFaqsQuery = (params: ListParams) => useQuery(adminFaqsQueryOptions(params))
