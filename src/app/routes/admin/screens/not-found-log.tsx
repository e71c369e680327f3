import { NotFoundLogScreen } from '@/features/links/not-found-resource'

/** /admin/log-404: addresses that answered 404, with "create redirect" (docs/decisions/033). */
export const Component = NotFoundLogScreen
