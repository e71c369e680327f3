import { QueryClient } from '@tanstack/react-query'

import { QUERY_RETRY_COUNT, QUERY_STALE_TIME_MS } from '@/config/constants'

/**
 * A QueryClient with the app's defaults: public content is cached for a while and is not
 * refetched just because the tab regained focus; one retry smooths over a flaky network.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: QUERY_RETRY_COUNT,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: 0,
      },
    },
  })
}
