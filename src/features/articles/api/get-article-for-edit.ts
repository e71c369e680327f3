import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import type { ArticleRow } from '../admin-schemas'
import { articleAdminKeys } from './admin-keys'

/** One article, drafts included (staff), or null when it does not exist. */
export async function getArticleForEdit(
  id: string,
  signal?: AbortSignal,
): Promise<ArticleRow | null> {
  const query = supabase.from('articles').select('*').eq('id', id)
  const { data, error } = await (signal ? query.abortSignal(signal) : query).maybeSingle()
  if (error) throw error
  return data
}

export const articleForEditQueryOptions = (id: string) =>
  queryOptions({
    queryKey: articleAdminKeys.detail(id),
    queryFn: ({ signal }) => getArticleForEdit(id, signal),
  })

export const useArticleForEditQuery = (id: string | undefined) =>
  useQuery({ ...articleForEditQueryOptions(id ?? ''), enabled: Boolean(id) })
