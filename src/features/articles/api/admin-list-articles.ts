import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { fetchList, type ListConfig } from '@/components/crud/crud-requests'
import type { ListParams } from '@/components/crud/list-params'
import { supabase } from '@/lib/supabase'
import type { ArticleRow } from '../admin-schemas'
import { articleAdminKeys } from './admin-keys'

export const articleListConfig: ListConfig = {
  select: 'id, slug, title, status, published_at, updated_at, cover_image_url',
  search: ['title->>id', 'title->>en', 'slug'],
  sortable: {
    title: 'title->>id',
    status: 'status',
    published_at: 'published_at',
    updated_at: 'updated_at',
  },
  defaultSort: { id: 'updated_at', desc: true },
  filters: {
    // "published" means visible now; "scheduled" is published with a future date.
    status: (query, value) => {
      const now = new Date().toISOString()
      if (value === 'scheduled') return query.eq('status', 'published').gt('published_at', now)
      if (value === 'published') return query.eq('status', 'published').lte('published_at', now)
      return query.eq('status', value)
    },
  },
}

export type ArticleListRow = Pick<
  ArticleRow,
  'id' | 'slug' | 'title' | 'status' | 'published_at' | 'updated_at' | 'cover_image_url'
>

export const getAdminArticles = (params: ListParams, signal?: AbortSignal, all = false) =>
  fetchList<ArticleListRow>(supabase, 'articles', params, articleListConfig, signal, { all })

export const useAdminArticlesQuery = (params: ListParams) =>
  useQuery(
    queryOptions({
      queryKey: articleAdminKeys.list(params),
      queryFn: ({ signal }) => getAdminArticles(params, signal),
      placeholderData: keepPreviousData,
    }),
  )
