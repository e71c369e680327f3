import type { ListParams } from '@/components/crud/list-params'

/** Admin query keys for `legal_products`; all start with the table name. */
export const legalProductAdminKeys = {
  all: ['legal_products'] as const,
  list: (params: ListParams) => ['legal_products', 'admin', 'list', params] as const,
}
