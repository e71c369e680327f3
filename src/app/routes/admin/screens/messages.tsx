import { useAuth } from '@/features/auth/auth-context'
import { MessagesInbox } from '@/features/messages/components/messages-inbox'

/** /admin/messages (Pesan Masuk): editors and admins; only admins delete. */
export function Component() {
  const { role, user } = useAuth()
  return <MessagesInbox staffId={user?.id ?? ''} canDelete={role === 'admin'} />
}
