import { tableKeys } from '@/lib/query-keys'

import { CASE_TABLE, type CaseType } from '../schemas'

/**
 * Query keys of the complaint and appeal inboxes. Each starts with the table name, so a
 * mutation's `[table]` invalidation refreshes lists, counts and details together.
 */
export function caseKeys(type: CaseType) {
  const keys = tableKeys(CASE_TABLE[type])
  return { ...keys, counts: () => [...keys.all, 'counts'] as const }
}
