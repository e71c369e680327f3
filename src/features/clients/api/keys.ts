import { tableKeys } from '@/lib/query-keys'

export const clientKeys = tableKeys('clients')
