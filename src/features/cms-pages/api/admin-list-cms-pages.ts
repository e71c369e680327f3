import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { fetchList, type ListConfig } from '@/components/crud/crud-requests'
import type { ListParams } from '@/components/crud/list-params'
import { supabase } from '@/lib/supabase'
import type { CmsPageRow } from '../admin-schemas'
import { cmsPageAdminKeys } from './admin-keys'

export type CmsPageListRow = Pick<
  CmsPageRow,
  'id' | 'slug' | 'title' | 'is_published' | 'updated_at'
>

export const cmsPageListConfig: ListConfig = {
  select: 'id, slug, title, is_published, updated_at',
  search: ['slug', 'title->>id', 'title->>en'],
  sortable: {
    slug: 'slug',
    title: 'title->>id',
    is_published: 'is_published',
    updated_at: 'updated_at',
  },
  defaultSort: { id: 'slug', desc: false },
}

export const getAdminCmsPages = (params: ListParams, signal?: AbortSignal, all = false) =>
  fetchList<CmsPageListRow>(supabase, 'cms_pages', params, cmsPageListConfig, signal, { all })

export const useAdminCmsPagesQuery = (params: ListParams) =>
  useQuery(
    queryOptions({
      queryKey: cmsPageAdminKeys.list(params),
      queryFn: ({ signal }) => getAdminCmsPages(params, signal),
      placeholderData: keepPreviousData,
    }),
  )
