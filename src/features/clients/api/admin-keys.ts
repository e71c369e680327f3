import type { ListParams } from '@/components/crud/list-params'

/** Admin query keys for `clients`; all start with the table name (see faqs/api/admin-keys.ts). */
export const clientAdminKeys = {
  all: ['clients'] as const,
  list: (params: ListParams) => ['clients', 'admin', 'list', params] as const,
  order: () => ['clients', 'admin', 'order'] as const,
}
