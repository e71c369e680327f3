import { publicCollection } from '@/lib/public-collection'

/** Classifications with their subclasses (one request, embedded by foreign key), by sort_order. */
export const {
  queryOptions: scopeClassificationsQueryOptions,
  useRows: useScopeClassificationsQuery,
} = publicCollection(
  'rl_categories',
  (client) =>
    client
      .from('rl_categories')
      .select(
        'id, code, name, description, sort_order, rl_subclass(id, code, name, description, kbli, qualifications, sort_order)',
      )
      .order('sort_order'),
  (categories) =>
    categories.map((category) => ({
      ...category,
      rl_subclass: [...category.rl_subclass].sort((a, b) => a.sort_order - b.sort_order),
    })),
)

export type ScopeClassification = NonNullable<
  ReturnType<typeof useScopeClassificationsQuery>['data']
>[number]
