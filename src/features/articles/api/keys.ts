import { tableKeys } from '@/lib/query-keys'

export const articleKeys = tableKeys('articles')
