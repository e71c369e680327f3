import { queryOptions } from '@tanstack/react-query'

import type { StaffUser } from '../schemas'
import { invokeManageUsers } from './invoke-manage-users'
import { userKeys } from './keys'

/** Every staff account with email, profile and last sign-in (admins only). */
export async function getStaffUsers(): Promise<StaffUser[]> {
  const { users } = await invokeManageUsers<{ users: StaffUser[] }>({ action: 'list' })
  return users
}

export const staffUsersQueryOptions = () =>
  queryOptions({ queryKey: userKeys.list(), queryFn: getStaffUsers })
