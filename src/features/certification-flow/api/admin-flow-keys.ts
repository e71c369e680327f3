import type { ListParams } from '@/components/crud/list-params'

/** Admin query keys for `alur_sertifikasi`; they start with the table name like the public ones. */
export const flowAdminKeys = {
  all: ['alur_sertifikasi'] as const,
  list: (params: ListParams) => ['alur_sertifikasi', 'admin', 'list', params] as const,
  order: () => ['alur_sertifikasi', 'admin', 'order'] as const,
}
