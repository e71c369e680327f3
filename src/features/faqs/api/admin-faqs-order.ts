import { queryOptions, useQuery } from '@tanstack/react-query'
import { fetchList, saveOrder } from '@/components/crud/crud-requests'
import { parseListParams } from '@/components/crud/list-params'
import type { OrderedItem } from '@/components/crud/reorder-dialog'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import type { FaqRow } from '../admin-schemas'
import { faqAdminKeys } from './admin-keys'
import { faqListConfig } from './admin-list-faqs'

/** Every FAQ in display order, for the reorder dialog. */
export const getFaqsInOrder = (signal?: AbortSignal) =>
  fetchList<FaqRow>(
    supabase,
    'faqs',
    parseListParams(new URLSearchParams()),
    faqListConfig,
    signal,
    { all: true },
  ).then((r) => r.rows)

export const faqsOrderQueryOptions = () =>
  queryOptions({ queryKey: faqAdminKeys.order(), queryFn: ({ signal }) => getFaqsInOrder(signal) })

export const useFaqsOrderQuery = () => useQuery(faqsOrderQueryOptions())

export const useFaqsReorderMutation = () =>
  useCrudMutation((items: OrderedItem[]) => saveOrder(supabase, 'faqs', items), [faqAdminKeys.all])
