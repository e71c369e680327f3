import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom'

import { decideAccess, requiredRoles } from '@/app/guards/route-access'
import { AccessDenied } from '@/components/admin-shell/access-denied'
import { AdminShell } from '@/components/admin-shell/admin-shell'
import { ShellSpinner } from '@/components/admin-shell/shell-spinner'
import type { AdminScreen } from '@/config/permissions'
import { authRoutes } from '@/config/routes'
import { useAuth } from '@/features/auth/auth-context'
import { TwoFactorGate } from '@/features/auth/mfa-gate'
import { loginPathFor } from '@/features/auth/redirect'
import { useSessionStillValid } from '@/features/auth/sessions-check'
import { useBell } from '@/features/notifications/components/use-bell'
import { receivesAlerts } from '@/features/notifications/schemas'

import { PasswordChangeRequired } from './password-change-required'

function deepestScreen(matches: readonly { handle?: unknown }[]): AdminScreen | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { screen?: AdminScreen } | undefined
    if (handle?.screen) return handle.screen
  }
  return null
}

/**
 * The admin area's layout route: the guard (spinner, sign-in redirect, access denied) around the
 * shell. Each child route declares its roles in `handle` (routes.tsx); the deepest one counts.
 * Two-factor sign-in (mfa-gate.tsx) comes before the shell: no admin screen renders first.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin')
  const { session, profile, role, loading, signOut } = useAuth()
  const location = useLocation()
  const matches = useMatches()
  const navigate = useNavigate()
  const [signingOut, setSigningOut] = useState(false)
  const [signedOut, setSignedOut] = useState(false)

  const decision = decideAccess({
    loading,
    signedIn: session !== null,
    role,
    roles: requiredRoles(matches),
  })
  const inShell = decision.kind === 'allowed' || decision.kind === 'denied'
  const bell = useBell(inShell && role !== null && receivesAlerts(role))
  useSessionStillValid(session !== null)

  if (decision.kind === 'loading') return <ShellSpinner />
  if (decision.kind === 'sign-in') {
    // After Logout go to the plain login page; otherwise come back here after signing in.
    const to = signedOut
      ? authRoutes.login
      : loginPathFor(`${location.pathname}${location.search}${location.hash}`)
    return <Navigate to={to} replace />
  }
  const handleSignOut = async () => {
    setSigningOut(true)
    setSignedOut(true)
    const { error } = await signOut()
    setSigningOut(false)
    if (error) {
      setSignedOut(false)
      return
    }
    void navigate(authRoutes.login, { replace: true })
  }

  // A temporary password is replaced before any admin screen renders.
  if (session?.user?.app_metadata?.must_change_password === true) {
    return (
      <PasswordChangeRequired
        email={session.user.email ?? ''}
        onSignOut={() => void handleSignOut()}
      />
    )
  }
  if (!profile || !role) return <ShellSpinner />

  const screen = deepestScreen(matches)
  const notFound = (matches.at(-1)?.handle as { notFound?: boolean } | undefined)?.notFound
  const page =
    decision.kind === 'denied'
      ? t('access.title')
      : notFound
        ? t('notFound.title')
        : t(`sidebar.screens.${screen ?? 'dashboard'}`)

  return (
    <TwoFactorGate role={role}>
      <AdminShell
        user={{ name: profile.full_name, email: profile.email, role }}
        pathname={location.pathname}
        notifications={bell}
        onSignOut={() => void handleSignOut()}
        signingOut={signingOut}
      >
        <title>{t('shell.pageTitle', { page })}</title>
        {decision.kind === 'denied' ? <AccessDenied /> : <Outlet />}
      </AdminShell>
    </TwoFactorGate>
  )
}
