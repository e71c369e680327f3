import { tableKeys } from '@/lib/query-keys'

/** The public scope page reads classifications with their subclasses embedded. */
export const scopeKeys = tableKeys('rl_categories')
