import { LinkCheckScreen } from '@/features/links/link-check-screen'

/** /admin/cek-tautan: the weekly link check's last run (docs/decisions/033). */
export const Component = LinkCheckScreen
