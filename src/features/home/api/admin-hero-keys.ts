import type { ListParams } from '@/components/crud/list-params'

/** Admin query keys for `hero_slides`; they start with the table name like the public ones. */
export const heroSlideAdminKeys = {
  all: ['hero_slides'] as const,
  list: (params: ListParams) => ['hero_slides', 'admin', 'list', params] as const,
  order: () => ['hero_slides', 'admin', 'order'] as const,
}
