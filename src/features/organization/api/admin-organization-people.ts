import { queryOptions, useQuery } from '@tanstack/react-query'
import { saveOrder } from '@/components/crud/crud-requests'
import type { OrderedItem } from '@/components/crud/reorder-dialog'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { organizationAdminKeys } from './admin-organization-keys'

/** Everyone (id, name, position, superior, order): superior choices, names, reorder dialog. */
export async function getOrganizationPeople(signal?: AbortSignal) {
  let request = supabase
    .from('struktur_organisasi')
    .select('id, name, position, parent_id, order')
    .order('order')
    .order('name')
  if (signal) request = request.abortSignal(signal)
  const { data, error } = await request
  if (error) throw error
  return data
}

export type OrganizationPerson = Awaited<ReturnType<typeof getOrganizationPeople>>[number]

export const useOrganizationPeopleQuery = () =>
  useQuery(
    queryOptions({
      queryKey: organizationAdminKeys.people(),
      queryFn: ({ signal }) => getOrganizationPeople(signal),
    }),
  )

/** Persists a new order as `"order"` = 10, 20, 30 … */
export const useOrganizationReorderMutation = () =>
  useCrudMutation(
    (items: OrderedItem[]) => saveOrder(supabase, 'struktur_organisasi', items, 'order'),
    [organizationAdminKeys.all],
  )
