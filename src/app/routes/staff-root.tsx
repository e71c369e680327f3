import { Outlet } from 'react-router-dom'

import { AuthProvider } from '@/features/auth/auth-context'
import { getI18n } from '@/lib/i18n'
import { addAdminResources } from '@/lib/i18n-admin'

// The staff area's strings arrive with this chunk, never in the public bundle.
addAdminResources(getI18n())

/**
 * Layout route of everything staff use (/auth/login and /admin): the auth context (and with it
 * supabase-js with auth, storage and functions) loads only here, so public pages carry none of it.
 */
export function Component() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  )
}
