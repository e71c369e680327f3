import { tableKeys } from '@/lib/query-keys'

const keys = tableKeys('audit_log')

/** Query keys of the audit log screen; they start with the table name. */
export const auditLogKeys = { ...keys, actors: () => [...keys.all, 'actors'] as const }
