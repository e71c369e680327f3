import { tableKeys } from '@/lib/query-keys'

const keys = tableKeys('contact_submissions')

/** Query keys of the contact inbox; all start with the table name. */
export const messageKeys = { ...keys, counts: () => [...keys.all, 'counts'] as const }
