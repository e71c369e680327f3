import type { ListParams } from '@/components/crud/list-params'

/** Admin query keys for `struktur_organisasi`; they start with the table name like the public ones. */
export const organizationAdminKeys = {
  all: ['struktur_organisasi'] as const,
  list: (params: ListParams) => ['struktur_organisasi', 'admin', 'list', params] as const,
  people: () => ['struktur_organisasi', 'admin', 'people'] as const,
}
