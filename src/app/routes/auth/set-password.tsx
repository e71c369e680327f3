import { TriangleAlert } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'

import { adminRoutes } from '@/config/admin-routes'
import { authRoutes } from '@/config/routes'
import {
  type EmailLinkType,
  isEmailLinkType,
  verifyEmailLink,
} from '@/features/auth/api/email-links'
import { useAuth } from '@/features/auth/auth-context'
import { AuthCardSpinner, AuthPageShell } from '@/features/auth/components/auth-page-shell'
import { SetPasswordForm } from '@/features/auth/components/set-password-form'

type State =
  | { kind: 'checking' }
  | { kind: 'ready'; email: string }
  /** GoTrue's GET /verify already put the session in the address's fragment. */
  | { kind: 'session' }
  | { kind: 'invalid' }

/**
 * /auth/set-password: where a recovery or invitation email's link lands
 * (`?token_hash=…&type=recovery|invite`, docs/decisions/028). The token is exchanged for a
 * session once and removed from the address; then the new password is set and the user is in
 * the admin area. A used, expired or unknown link says so, with a way to ask again.
 */
export function Component() {
  const { t } = useTranslation('admin')
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { session, loading } = useAuth()
  const [type] = useState<EmailLinkType>(() => {
    const named =
      params.get('type') ?? new URLSearchParams(window.location.hash.slice(1)).get('type')
    return isEmailLinkType(named) ? named : 'recovery'
  })
  // The link's token (read once: it leaves the address right away).
  const [tokenHash] = useState(() =>
    isEmailLinkType(params.get('type')) ? params.get('token_hash') : null,
  )
  const [state, setState] = useState<State>(() => {
    if (tokenHash) return { kind: 'checking' }
    // GoTrue's GET /verify answers a used or expired link with an error in the fragment.
    const fragmentError = new URLSearchParams(window.location.hash.slice(1)).get('error')
    return { kind: fragmentError ? 'invalid' : 'session' }
  })
  const started = useRef(false)

  useEffect(() => {
    // Once only: the link works a single time (and React may run effects twice).
    if (!tokenHash || started.current) return
    started.current = true
    // The token leaves the address bar and the history at once.
    void navigate(authRoutes.setPassword, { replace: true })
    verifyEmailLink(tokenHash, type).then(
      (email) => setState({ kind: 'ready', email }),
      () => setState({ kind: 'invalid' }),
    )
  }, [tokenHash, navigate, type])

  const current =
    state.kind === 'session'
      ? loading
        ? { kind: 'checking' as const }
        : session?.user.email
          ? { kind: 'ready' as const, email: session.user.email }
          : { kind: 'invalid' as const }
      : state

  const prefix = type === 'invite' ? 'auth.setPassword.invite' : 'auth.setPassword.recovery'
  if (current.kind === 'invalid') {
    return (
      <AuthPageShell
        pageTitle={t('auth.setPassword.invalidTitle')}
        title={t('auth.setPassword.invalidTitle')}
      >
        <div
          role="alert"
          className="flex gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <p>{t(`${prefix}.invalidText`)}</p>
        </div>
        <p className="mt-5 text-center text-sm">
          <Link
            to={type === 'invite' ? authRoutes.login : authRoutes.forgotPassword}
            className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t(type === 'invite' ? 'auth.recovery.backToLogin' : 'auth.setPassword.requestNew')}
          </Link>
        </p>
      </AuthPageShell>
    )
  }
  return (
    <AuthPageShell
      pageTitle={t(`${prefix}.title`)}
      title={t(`${prefix}.title`)}
      description={
        current.kind === 'ready' ? t(`${prefix}.description`, { email: current.email }) : undefined
      }
    >
      {current.kind === 'checking' ? (
        <AuthCardSpinner label={t('auth.setPassword.checking')} />
      ) : (
        <SetPasswordForm
          email={current.email}
          onDone={() => void navigate(adminRoutes.dashboard, { replace: true })}
          onExpired={() => setState({ kind: 'invalid' })}
        />
      )}
    </AuthPageShell>
  )
}
