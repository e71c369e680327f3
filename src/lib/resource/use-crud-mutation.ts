import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'

/**
 * A mutation that, once it succeeds, invalidates (and awaits) every query under the given
 * keys: pass the table's root key (`['articles']`) so the staff app's lists, rows in order and
 * details refetch. Public pages are not refreshed from here: they are server HTML, which the
 * server's page cache renders again once the database announces the write (docs/decisions/011).
 * Messages are left to the caller (kit forms toast themselves).
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
