import { invokeManageUsers } from './invoke-manage-users'
import { useUsersMutation } from './use-users-mutation'

/** Replaces a staff member's password with a new temporary one (returned once). */
export const resetStaffPassword = (userId: string) =>
  invokeManageUsers<{ user_id: string; temporary_password: string }>({
    action: 'reset_password',
    user_id: userId,
  })

export const useResetStaffPasswordMutation = () => useUsersMutation(resetStaffPassword)
