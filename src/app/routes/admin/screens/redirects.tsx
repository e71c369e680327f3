import { RedirectsScreen } from '@/features/links/redirects-resource'

/** /admin/pengalihan: old addresses and where they lead (docs/decisions/033). */
export const Component = RedirectsScreen
