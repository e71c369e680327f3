import { useMutation, useQueryClient } from '@tanstack/react-query'

import { supabase } from '@/lib/supabase'

import { authKeys } from './keys'

export interface CreateAdminInput {
  email: string
  password: string
  full_name?: string
}

/** A refusal from create-admin-user: its `error` text and, for input errors, the `field`. */
export class CreateAdminError extends Error {
  constructor(
    message: string,
    readonly field: string | null,
    readonly code: string | null,
  ) {
    super(message)
    this.name = 'CreateAdminError'
  }
}

interface FunctionErrorBody {
  error?: unknown
  field?: unknown
  code?: unknown
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null)

/** First-time setup through the edge function (DECISIONS 4). */
export async function createAdminUser(
  input: CreateAdminInput,
): Promise<{ id: string; email: string }> {
  const { data, error } = await supabase.functions.invoke<{ user: { id: string; email: string } }>(
    'create-admin-user',
    { body: input },
  )
  if (error) {
    let body: FunctionErrorBody | null = null
    const context: unknown = (error as { context?: unknown }).context
    if (context instanceof Response) {
      body = (await context.json().catch(() => null)) as FunctionErrorBody | null
    }
    throw new CreateAdminError(text(body?.error) ?? '', text(body?.field), text(body?.code))
  }
  if (!data?.user) throw new CreateAdminError('', null, null)
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
