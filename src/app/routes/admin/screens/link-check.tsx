import { useAuth } from '@/features/auth/auth-context'
import { LinkCheckScreen } from '@/features/links/link-check-screen'

/** /admin/cek-tautan: the weekly link check's last run (docs/decisions/033). */
export function Component() {
  const { role } = useAuth()
  return <LinkCheckScreen admin={role === 'admin'} />
}
