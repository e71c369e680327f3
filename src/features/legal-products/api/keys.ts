import { tableKeys } from '@/lib/query-keys'

export const legalProductKeys = tableKeys('legal_products')
