import { publicCollection } from '@/lib/public-collection'

/** Everyone in the organisation chart, by `order`. */
export const {
  queryOptions: organizationMembersQueryOptions,
  useRows: useOrganizationMembersQuery,
} = publicCollection('struktur_organisasi', (client) =>
  client
    .from('struktur_organisasi')
    .select('id, parent_id, name, position, photo_url, order')
    .order('order'),
)

export type OrganizationMember = NonNullable<
  ReturnType<typeof useOrganizationMembersQuery>['data']
>[number]
