import { queryOptions, useQuery } from '@tanstack/react-query'
import { fetchList, saveOrder } from '@/components/crud/crud-requests'
import { parseListParams } from '@/components/crud/list-params'
import type { OrderedItem } from '@/components/crud/reorder-dialog'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import type { ClientRow } from '../admin-schemas'
import { clientAdminKeys } from './admin-keys'
import { clientListConfig } from './admin-list-clients'

/** Every client in display order, for the reorder dialog. */
export const getClientsInOrder = (signal?: AbortSignal) =>
  fetchList<ClientRow>(
    supabase,
    'clients',
    parseListParams(new URLSearchParams()),
    clientListConfig,
    signal,
    {
      all: true,
    },
  ).then((r) => r.rows)

export const useClientsOrderQuery = () =>
  useQuery(
    queryOptions({
      queryKey: clientAdminKeys.order(),
      queryFn: ({ signal }) => getClientsInOrder(signal),
    }),
  )

export const useClientsReorderMutation = () =>
  useCrudMutation(
    (items: OrderedItem[]) => saveOrder(supabase, 'clients', items),
    [clientAdminKeys.all],
  )
