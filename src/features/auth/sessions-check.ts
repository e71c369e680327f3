import { useEffect } from 'react'

import { checkSession } from './api/sessions'

/**
 * Asks the auth server whether this tab's session still exists, when the admin opens and each
 * time the tab comes back into view. A session ended elsewhere ("sign out other devices", a
 * revoke in the profile, an admin's password reset) answers `session_not_found`, on which
 * auth-js drops the local session: the guard then sends the user to the sign-in page instead
 * of showing screens that the database no longer fills.
 */
export function useSessionStillValid(active: boolean) {
  useEffect(() => {
    if (!active) return
    const check = () => {
      if (document.visibilityState === 'visible') void checkSession()
    }
    check()
    document.addEventListener('visibilitychange', check)
    return () => document.removeEventListener('visibilitychange', check)
  }, [active])
}
