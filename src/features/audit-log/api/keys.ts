import type { ListParams } from '@/components/crud/list-params'

/** Query keys of the audit log screen; they start with the table name. */
export const auditLogKeys = {
  all: ['audit_log'] as const,
  list: (params: ListParams) => ['audit_log', 'list', params] as const,
  actors: () => ['audit_log', 'actors'] as const,
}
