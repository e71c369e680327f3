import { tableKeys } from '@/lib/query-keys'

export const legalityKeys = tableKeys('legalitas')
