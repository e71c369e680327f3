import { invokeManageUsers } from './invoke-manage-users'
import { useUsersMutation } from './use-users-mutation'

/** Deletes an account (refused for yourself and for the last admin). */
export const deleteStaffUser = (userId: string) =>
  invokeManageUsers<{ deleted: string }>({ action: 'delete', user_id: userId })

export const useDeleteStaffUserMutation = () => useUsersMutation(deleteStaffUser)
