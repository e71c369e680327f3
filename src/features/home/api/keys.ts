import { tableKeys } from '@/lib/query-keys'

export const heroSlideKeys = tableKeys('hero_slides')
