import type { ListParams } from '@/components/crud/list-params'

/** Admin query keys for `legalitas`; they start with the table name like the public ones. */
export const legalityAdminKeys = {
  all: ['legalitas'] as const,
  list: (params: ListParams) => ['legalitas', 'admin', 'list', params] as const,
  order: () => ['legalitas', 'admin', 'order'] as const,
}
