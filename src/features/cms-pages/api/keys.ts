import { tableKeys } from '@/lib/query-keys'

export const cmsPageKeys = tableKeys('cms_pages')
