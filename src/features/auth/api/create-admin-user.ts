import { useMutation, useQueryClient } from '@tanstack/react-query'

import { EdgeFunctionError, toEdgeFunctionError } from '@/lib/function-error'
import { supabase } from '@/lib/supabase'

import { authKeys } from './keys'

export interface CreateAdminInput {
  email: string
  password: string
  full_name?: string
  setup_token?: string
}

/** Whether the server requires its SETUP_TOKEN for first-time setup. */
export async function setupTokenRequired(): Promise<boolean> {
  const { data, error } = await supabase.functions.invoke<{ setup_token_required?: boolean }>(
    'create-admin-user',
    { body: { probe: true } },
  )
  if (error) throw await toEdgeFunctionError(error)
  return data?.setup_token_required === true
}

/**
 * First-time setup through the edge function (docs/product.md#first-time-setup); a refusal is an
 * EdgeFunctionError.
 */
export async function createAdminUser(
  input: CreateAdminInput,
): Promise<{ id: string; email: string }> {
  const { data, error } = await supabase.functions.invoke<{ user: { id: string; email: string } }>(
    'create-admin-user',
    { body: input },
  )
  if (error) throw await toEdgeFunctionError(error)
  if (!data?.user) throw new EdgeFunctionError(200, 'internal', undefined, 'no user in the answer')
  return data.user
}

export function useCreateAdminUserMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createAdminUser,
    // On success the form signs in and leaves; refreshing the count now would flip it to login.
    onError: () => queryClient.invalidateQueries({ queryKey: authKeys.userCount }),
  })
}
