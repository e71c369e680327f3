import { queryOptions, useQuery } from '@tanstack/react-query'

import { getPublicClient } from '@/lib/public-client'
import type { PublicLayout } from '@/types/database'

import { publishedNavTree } from '../lib/nav-tree'
import { publicLayoutKeys } from './keys'

/** Site settings and the published navigation tree in one request (`public_layout()`). */
export async function getPublicLayout(signal?: AbortSignal): Promise<PublicLayout> {
  let request = (await getPublicClient()).rpc('public_layout')
  if (signal) request = request.abortSignal(signal)
  const { data, error } = await request
  if (error) throw error
  const layout = (data ?? {}) as Partial<PublicLayout>
  return {
    settings: layout.settings ?? null,
    navigation: publishedNavTree(layout.navigation ?? []),
  }
}

export const publicLayoutQueryOptions = () =>
  queryOptions({
    queryKey: publicLayoutKeys.all,
    queryFn: ({ signal }) => getPublicLayout(signal),
    staleTime: 5 * 60_000,
  })

/** The layout data every public page shares (header, footer, titles, overlays). */
export function usePublicLayoutQuery() {
  return useQuery(publicLayoutQueryOptions())
}
