import type { ListParams } from '@/components/crud/list-params'

/** Admin query keys for `articles`; all start with the table name (public pages refresh too). */
export const articleAdminKeys = {
  all: ['articles'] as const,
  list: (params: ListParams) => ['articles', 'admin', 'list', params] as const,
  detail: (id: string) => ['articles', 'admin', 'detail', id] as const,
}
