import { useAuth } from '@/features/auth/auth-context'
import { CasesInbox } from '@/features/cases/components/cases-inbox'

/** /admin/keluhan: complaints inbox (editors and admins; only admins delete). */
export function Component() {
  const { role } = useAuth()
  return <CasesInbox type="complaint" canDelete={role === 'admin'} />
}
