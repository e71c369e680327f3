import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { fetchList, type ListConfig } from '@/components/crud/crud-requests'
import type { ListParams } from '@/components/crud/list-params'
import { supabase } from '@/lib/supabase'
import type { HeroSlideRow } from '../admin-schemas'
import { heroSlideAdminKeys } from './admin-hero-keys'

export const heroSlideListConfig: ListConfig = {
  search: ['title->>id', 'title->>en', 'subtitle->>id'],
  sortable: { sort_order: 'sort_order', title: 'title->>id', is_published: 'is_published' },
  defaultSort: { id: 'sort_order', desc: false },
}

export const getAdminHeroSlides = (params: ListParams, signal?: AbortSignal, all = false) =>
  fetchList<HeroSlideRow>(supabase, 'hero_slides', params, heroSlideListConfig, signal, { all })

export const useAdminHeroSlidesQuery = (params: ListParams) =>
  useQuery(
    queryOptions({
      queryKey: heroSlideAdminKeys.list(params),
      queryFn: ({ signal }) => getAdminHeroSlides(params, signal),
      placeholderData: keepPreviousData,
    }),
  )
