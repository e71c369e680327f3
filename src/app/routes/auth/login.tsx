import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useSearchParams } from 'react-router-dom'

import { authRoutes } from '@/config/routes'
import { setupTokenRequired } from '@/features/auth/api/create-admin-user'
import { userCountQueryOptions } from '@/features/auth/api/get-user-count'
import { useAuth } from '@/features/auth/auth-context'
import { AuthCardSpinner, AuthPageShell } from '@/features/auth/components/auth-page-shell'
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form'
import { LoginForm } from '@/features/auth/components/login-form'
import { SetupForm } from '@/features/auth/components/setup-form'
import { REDIRECT_PARAM, safeRedirect } from '@/features/auth/redirect'
import { getRuntimeEnv } from '@/lib/env'
import { toast } from '@/lib/toast'

type Mode = 'loading' | 'setup' | 'login' | 'forgot'

/**
 * Demo credentials, only from the embedded backend's runtime config, which carries them only in
 * demo mode while there are no users (docs/product.md#demo-prefill): they prefill the setup form,
 * never login.
 */
function prefill() {
  const env = getRuntimeEnv()
  return env.backend === 'embedded' && env.demoAdmin ? env.demoAdmin : null
}

/**
 * /auth/login: loading while the user count is checked, first-time setup at 0 users, else login
 * (with "forgot password" at `?forgot=1` when the server sends mail).
 */
export function Component() {
  const { t } = useTranslation(['admin', 'common'])
  const { session, loading: authLoading, signIn } = useAuth()
  const [params] = useSearchParams()
  const [demo] = useState(prefill)
  const [mailSent] = useState(() => getRuntimeEnv().mail)
  const count = useQuery({ ...userCountQueryOptions(), enabled: session === null })
  // Setup asks for the server's SETUP_TOKEN when it has one (a failed check shows the field).
  const token = useQuery({
    queryKey: ['auth', 'setup-token-required'],
    queryFn: setupTokenRequired,
    enabled: session === null && count.data === 0,
    retry: false,
  })

  const countError = count.error
  useEffect(() => {
    if (countError)
      void toast.error(t('auth.toast.statusFailed.title'), t('auth.toast.statusFailed.text'))
  }, [countError, t])

  if (session) return <Navigate to={safeRedirect(params.get(REDIRECT_PARAM))} replace />

  // A failed check falls back to the login form (the toast says the status is unknown).
  // "Forgot password" only where the server sends mail (the runtime config says so).
  const mode: Mode =
    authLoading || count.isPending || (count.data === 0 && token.isPending)
      ? 'loading'
      : count.data === 0
        ? 'setup'
        : mailSent && params.get('forgot') === '1'
          ? 'forgot'
          : 'login'
  const texts = mode === 'setup' ? 'setup' : mode === 'forgot' ? 'recovery' : 'login'
  const title = t(`auth.${texts}.title`)
  const description = t(`auth.${texts}.description`)
  const pageTitle = t(`auth.${texts}.pageTitle`)
  const offered = mode === 'setup' ? demo : null
  const credentials = { email: offered?.email ?? '', password: offered?.password ?? '' }

  return (
    <AuthPageShell
      pageTitle={pageTitle}
      title={title}
      description={mode === 'loading' ? undefined : description}
    >
      {mode === 'loading' ? (
        <AuthCardSpinner label={t('auth.login.checking')} />
      ) : mode === 'forgot' ? (
        <ForgotPasswordForm defaultEmail="" />
      ) : (
        <>
          {offered ? (
            <p className="mb-5 rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-xs text-foreground/80">
              {t('auth.login.demoHint')}
            </p>
          ) : null}
          {mode === 'setup' ? (
            <SetupForm
              defaultValues={{ full_name: '', ...credentials }}
              signIn={signIn}
              tokenRequired={token.data !== false}
            />
          ) : (
            <>
              <LoginForm
                defaultValues={credentials}
                onSubmit={(v) => signIn(v.email, v.password)}
              />
              {mailSent ? (
                <p className="mt-5 text-center text-sm">
                  <Link
                    to={authRoutes.forgotPassword}
                    className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {t('auth.recovery.link')}
                  </Link>
                </p>
              ) : null}
            </>
          )}
        </>
      )}
    </AuthPageShell>
  )
}
