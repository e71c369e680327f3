import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, Loader2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useSearchParams } from 'react-router-dom'

import { LanguageSwitcher } from '@/components/language-switcher'
import { ThemeSwitcher } from '@/components/theme-switcher'
import { CardContent } from '@/components/ui/card'
import { publicRoutes } from '@/config/routes'
import { setupTokenRequired } from '@/features/auth/api/create-admin-user'
import { userCountQueryOptions } from '@/features/auth/api/get-user-count'
import { useAuth } from '@/features/auth/auth-context'
import { LoginForm } from '@/features/auth/components/login-form'
import { SetupForm } from '@/features/auth/components/setup-form'
import { REDIRECT_PARAM, safeRedirect } from '@/features/auth/redirect'
import { getRuntimeEnv } from '@/lib/env'
import { toast } from '@/lib/toast'

type Mode = 'loading' | 'setup' | 'login'

/**
 * Demo credentials, only from the embedded backend's runtime config, which carries them only in
 * demo mode while there are no users (docs/product.md#demo-prefill): they prefill the setup form,
 * never login.
 */
function prefill() {
  const env = getRuntimeEnv()
  return env.backend === 'embedded' && env.demoAdmin ? env.demoAdmin : null
}

/** /auth/login: loading while the user count is checked, first-time setup at 0 users, else login. */
export function Component() {
  const { t } = useTranslation(['admin', 'common'])
  const { session, loading: authLoading, signIn } = useAuth()
  const [params] = useSearchParams()
  const [demo] = useState(prefill)
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
  const mode: Mode =
    authLoading || count.isPending || (count.data === 0 && token.isPending)
      ? 'loading'
      : count.data === 0
        ? 'setup'
        : 'login'
  const title = mode === 'setup' ? t('auth.setup.title') : t('auth.login.title')
  const description = mode === 'setup' ? t('auth.setup.description') : t('auth.login.description')
  const pageTitle = mode === 'setup' ? t('auth.setup.pageTitle') : t('auth.login.pageTitle')
  const offered = mode === 'setup' ? demo : null
  const credentials = { email: offered?.email ?? '', password: offered?.password ?? '' }

  return (
    <div className="flex min-h-screen flex-col bg-muted/40">
      <title>{`${pageTitle} - ${t('common:app.name')}`}</title>
      <header className="flex items-center justify-between gap-2 p-4">
        {/* The public site is the other build: the browser loads it as a document. */}
        <Link
          reloadDocument
          to={publicRoutes.home}
          className="inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm font-medium text-foreground/80 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('common:actions.backHome')}
        </Link>
        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeSwitcher />
        </div>
      </header>
      <main id="main-content" className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="w-full max-w-md rounded-lg border bg-card text-card-foreground shadow-lg">
          <div className="flex flex-col space-y-2 p-6 text-center">
            <p className="text-2xl font-bold text-primary">{t('common:app.name')}</p>
            <h1 className="text-xl font-semibold">{title}</h1>
            {mode === 'loading' ? null : (
              <p className="text-sm text-muted-foreground">{description}</p>
            )}
          </div>
          <CardContent>
            {mode === 'loading' ? (
              <div
                role="status"
                className="flex items-center justify-center gap-3 py-10 text-muted-foreground"
              >
                <Loader2
                  aria-hidden="true"
                  className="size-5 animate-spin motion-reduce:animate-none"
                />
                <span>{t('auth.login.checking')}</span>
              </div>
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
                  <LoginForm
                    defaultValues={credentials}
                    onSubmit={(v) => signIn(v.email, v.password)}
                  />
                )}
              </>
            )}
          </CardContent>
        </div>
      </main>
    </div>
  )
}
