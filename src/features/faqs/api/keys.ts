import { tableKeys } from '@/lib/query-keys'

export const faqKeys = tableKeys('faqs')
