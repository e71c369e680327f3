import { useMutation, useQueryClient } from '@tanstack/react-query'

import { sharedKeys } from '@/lib/query-keys'

import { userKeys } from './keys'

/** A mutation of accounts: afterwards the list, the own profile and the audit log refetch. */
export function useUsersMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.auditLog }),
      ])
    },
  })
}
