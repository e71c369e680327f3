import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'

/**
 * A mutation that, once it succeeds, invalidates (and awaits) every query under the given
 * keys: pass the table's root key (`['articles']`) so admin lists, details and the public
 * site's queries all refetch. Messages are left to the caller (kit forms toast themselves).
 */
export function useCrudMutation<TVars, TResult>(
  mutationFn: (vars: TVars) => Promise<TResult>,
  invalidate: readonly QueryKey[],
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    },
  })
}
