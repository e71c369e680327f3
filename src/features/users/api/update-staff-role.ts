import type { StaffRoleName } from '@/config/permissions'

import type { StaffUser } from '../schemas'
import { invokeManageUsers } from './invoke-manage-users'
import { useUsersMutation } from './use-users-mutation'

/** Changes a staff member's role (refused for yourself and for the last admin). */
export const updateStaffRole = ({ userId, role }: { userId: string; role: StaffRoleName }) =>
  invokeManageUsers<{ user: StaffUser }>({ action: 'update', user_id: userId, role })

export const useUpdateStaffRoleMutation = () => useUsersMutation(updateStaffRole)
