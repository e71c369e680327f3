import type { CreateUserValues, StaffUser } from '../schemas'
import { invokeManageUsers } from './invoke-manage-users'
import { useUsersMutation } from './use-users-mutation'

/** Creates a confirmed account with a generated temporary password (returned once). */
export const createStaffUser = (values: CreateUserValues) =>
  invokeManageUsers<{ user: StaffUser; temporary_password: string }>({
    action: 'create',
    email: values.email.trim(),
    full_name: values.full_name.trim(),
    role: values.role,
  })

export const useCreateStaffUserMutation = () => useUsersMutation(createStaffUser)
