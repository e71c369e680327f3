import { queryOptions, useQuery } from '@tanstack/react-query'
import { useCollectionErrorToast } from '@/lib/collection-error-toast'
import { getPublicClient } from '@/lib/public-client'
import { organizationKeys } from './keys'

/** Everyone in the organisation chart, by `order`. */
export async function getOrganizationMembers(signal?: AbortSignal) {
  let request = (await getPublicClient())
    .from('struktur_organisasi')
    .select('id, parent_id, name, position, photo_url, order')
    .order('order')
  if (signal) request = request.abortSignal(signal)
  const { data, error } = await request
  if (error) throw error
  return data
}

export type OrganizationMember = Awaited<ReturnType<typeof getOrganizationMembers>>[number]

export const organizationMembersQueryOptions = () =>
  queryOptions({
    queryKey: organizationKeys.publicList(),
    queryFn: ({ signal }) => getOrganizationMembers(signal),
  })

export function useOrganizationMembersQuery() {
  const query = useQuery(organizationMembersQueryOptions())
  useCollectionErrorToast('struktur_organisasi', query.error)
  return query
}
