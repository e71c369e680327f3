import type { ListParams } from '@/components/crud/list-params'

/**
 * Admin query keys for `faqs` (beside the public `keys.ts`). All start with the table name, so
 * invalidating `['faqs']` refreshes admin lists and the public FAQ page alike.
 */
export const faqAdminKeys = {
  all: ['faqs'] as const,
  list: (params: ListParams) => ['faqs', 'admin', 'list', params] as const,
  order: () => ['faqs', 'admin', 'order'] as const,
}
