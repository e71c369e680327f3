import type { ListParams } from '@/components/crud/list-params'

/**
 * Admin query keys for `rl_categories` and `rl_subclass`. The public scope page is keyed by
 * `rl_categories` and embeds subclasses, so subclass mutations invalidate both roots.
 */
export const scopeAdminKeys = {
  categories: ['rl_categories'] as const,
  subclasses: ['rl_subclass'] as const,
  categoryList: (params: ListParams) => ['rl_categories', 'admin', 'list', params] as const,
  categoryOptions: () => ['rl_categories', 'admin', 'options'] as const,
  subclassList: (params: ListParams) => ['rl_subclass', 'admin', 'list', params] as const,
  subclassOrder: (categoryId: string) => ['rl_subclass', 'admin', 'order', categoryId] as const,
}
