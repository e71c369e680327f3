import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import type { CmsPageRow } from '../admin-schemas'
import { cmsPageAdminKeys } from './admin-keys'

/** One page by slug, unpublished included (staff), or null. */
export async function getCmsPageForEdit(
  slug: string,
  signal?: AbortSignal,
): Promise<CmsPageRow | null> {
  const query = supabase.from('cms_pages').select('*').eq('slug', slug)
  const { data, error } = await (signal ? query.abortSignal(signal) : query).maybeSingle()
  if (error) throw error
  return data
}

export const useCmsPageForEditQuery = (slug: string) =>
  useQuery(
    queryOptions({
      queryKey: cmsPageAdminKeys.detail(slug),
      queryFn: ({ signal }) => getCmsPageForEdit(slug, signal),
    }),
  )
