import type { ListParams } from '@/components/crud/list-params'

/** Admin query keys for `cms_pages`; all start with the table name (public pages refresh too). */
export const cmsPageAdminKeys = {
  all: ['cms_pages'] as const,
  list: (params: ListParams) => ['cms_pages', 'admin', 'list', params] as const,
  detail: (slug: string) => ['cms_pages', 'admin', 'detail', slug] as const,
}
