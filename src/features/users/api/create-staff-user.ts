import type { CreateUserValues, StaffUser } from '../schemas'
import { invokeManageUsers } from './invoke-manage-users'
import { useUsersMutation } from './use-users-mutation'

/**
 * Creates an account: with a generated temporary password (returned once), or with `invite` an
 * emailed invitation to set their own password (no password returned).
 */
export const createStaffUser = (values: CreateUserValues) =>
  invokeManageUsers<{ user: StaffUser; temporary_password?: string; invited?: true }>({
    action: 'create',
    email: values.email.trim(),
    full_name: values.full_name.trim(),
    role: values.role,
    ...(values.invite ? { invite: true } : {}),
  })

export const useCreateStaffUserMutation = () => useUsersMutation(createStaffUser)
