import { queryOptions, useQuery } from '@tanstack/react-query'

import { sharedKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'

export interface StaffMember {
  id: string
  full_name: string
  role: string
}

/**
 * Names of staff profiles (no emails), to show who handles a case or answered a message.
 * Editors and admins only (the `staff_members` RPC). Shared by the inboxes of two features.
 */
export async function getStaffMembers(signal?: AbortSignal): Promise<StaffMember[]> {
  let call = supabase.rpc('staff_members')
  if (signal) call = call.abortSignal(signal)
  const { data, error } = await call
  if (error) throw error
  return (data ?? []) as StaffMember[]
}

export const staffMembersQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.staffMembers,
    queryFn: ({ signal }) => getStaffMembers(signal),
  })

/** `name(id)`: a handler's name, or null when unknown. */
export function useStaffNames() {
  const query = useQuery(staffMembersQueryOptions())
  const byId = new Map((query.data ?? []).map((member) => [member.id, member.full_name]))
  return (id: string | null | undefined) => (id ? (byId.get(id) ?? null) : null)
}
