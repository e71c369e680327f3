import type { AuthError, Session, User } from '@supabase/supabase-js'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'

import type { StaffRoleName } from '@/config/permissions'
import { type AuthErrorLike, describeAuthError } from '@/lib/auth-errors'
import { supabase } from '@/lib/supabase'
import { toast } from '@/lib/toast'

import { profileQueryOptions } from './api/get-profile'
import { type Profile, toProfile } from './profile'

export type { Profile } from './profile'

export interface AuthResult {
  error: AuthError | Error | null
}

export interface AuthContextValue {
  session: Session | null
  user: User | null
  /** The staff profile (`app_users`), with the viewer fallback; null when signed out. */
  profile: Profile | null
  role: StaffRoleName | null
  /** True until the initial session is known and, when signed in, the profile is loaded. */
  loading: boolean
  /** Signs in and toasts the outcome (`quiet`: the caller shows one toast of its own). */
  signIn: (email: string, password: string, options?: { quiet?: boolean }) => Promise<AuthResult>
  signUp: (email: string, password: string) => Promise<AuthResult>
  signOut: () => Promise<AuthResult>
}

const AuthContext = createContext<AuthContextValue | null>(null)

/**
 * Session and profile of the signed-in staff member, kept in sync with supabase-js' auth events
 * (INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED, SIGNED_OUT, MFA_CHALLENGE_VERIFIED).
 * Lives in the public bundle (the header asks whether someone is signed in), so it imports no
 * admin code. Everything that touches the client runs in effects and handlers, never in render.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const [session, setSession] = useState<Session | null>(null)
  const [initialised, setInitialised] = useState(false)
  const userIdRef = useRef<string | null>(null)

  useEffect(() => {
    let unsubscribe: (() => void) | undefined
    try {
      const { data } = supabase.auth.onAuthStateChange((event, next) => {
        // Never call supabase from inside this callback (auth-js holds a lock while it runs).
        const nextUserId = next?.user.id ?? null
        const previous = userIdRef.current
        userIdRef.current = nextUserId
        // Staff data must not outlive the session that was allowed to read it.
        if (event === 'SIGNED_OUT' || (previous && nextUserId && previous !== nextUserId)) {
          queryClient.clear()
        }
        setSession(next)
        if (event === 'INITIAL_SESSION') setInitialised(true)
      })
      unsubscribe = () => data.subscription.unsubscribe()
    } catch (error) {
      // Not configured (no runtime env): behave as signed out rather than crash every page.
      console.error(error)
      queueMicrotask(() => setInitialised(true))
    }
    return unsubscribe
  }, [queryClient])

  // Refresh tokens only while the tab is visible; resume (and refresh if due) when it returns.
  useEffect(() => {
    const onVisibility = () => {
      try {
        if (document.visibilityState === 'visible') void supabase.auth.startAutoRefresh()
        else void supabase.auth.stopAutoRefresh()
      } catch {
        // Not configured: nothing to refresh.
      }
    }
    document.addEventListener('visibilitychange', onVisibility)
    return () => document.removeEventListener('visibilitychange', onVisibility)
  }, [])

  const user = session?.user ?? null
  const profileQuery = useQuery({
    ...profileQueryOptions(user?.id ?? ''),
    enabled: user !== null,
  })

  const profileError = profileQuery.error
  useEffect(() => {
    if (profileError) {
      void toast.error(t('auth.toast.profileFailed.title'), t('auth.toast.profileFailed.text'))
    }
  }, [profileError, t])

  const profile = useMemo<Profile | null>(() => {
    if (!user) return null
    if (profileQuery.isSuccess) return toProfile(user, profileQuery.data)
    // A failed read leaves the user with the least privilege rather than locked out.
    if (profileQuery.isError) return toProfile(user, null)
    return null
  }, [user, profileQuery.isSuccess, profileQuery.isError, profileQuery.data])

  // GoTrue's English messages never reach the screen: its code picks a text in the user's
  // language (src/lib/auth-errors.ts); the catalogue's fallback (docs/product.md#toasts) when there
  // is no code.
  const authText = useCallback(
    (error: AuthErrorLike, fallback: 'loginFailed' | 'signUpFailed' | 'logoutFailed') => {
      const { key, detail } = describeAuthError(error)
      const translate = t as unknown as (key: string, values?: object) => string
      if (key === 'errors.generic' && !detail) return t(`auth.toast.${fallback}.text`)
      const text = translate(key)
      return detail ? `${text} ${translate('errors.detail', { detail })}` : text
    },
    [t],
  )

  const signIn = useCallback(
    async (email: string, password: string, options?: { quiet?: boolean }) => {
      const { error } = await supabase.auth.signInWithPassword({ email, password })
      if (error) {
        if (!options?.quiet)
          void toast.error(t('auth.toast.loginFailed.title'), authText(error, 'loginFailed'))
        return { error }
      }
      if (!options?.quiet)
        void toast.success(t('auth.toast.loginSuccess.title'), t('auth.toast.loginSuccess.text'))
      return { error: null }
    },
    [t, authText],
  )

  const signUp = useCallback(
    async (email: string, password: string): Promise<AuthResult> => {
      const { error } = await supabase.auth.signUp({ email, password })
      if (error) {
        void toast.error(t('auth.toast.signUpFailed.title'), authText(error, 'signUpFailed'))
        return { error }
      }
      return { error: null }
    },
    [t, authText],
  )

  const signOut = useCallback(async (): Promise<AuthResult> => {
    // auth-js clears the local session even when the server answers 401/403/404.
    const { error } = await supabase.auth.signOut()
    if (error) {
      void toast.error(t('auth.toast.logoutFailed.title'), authText(error, 'logoutFailed'))
      return { error }
    }
    queryClient.clear()
    void toast.success(t('auth.toast.logoutSuccess.title'), t('auth.toast.logoutSuccess.text'))
    return { error: null }
  }, [queryClient, t, authText])

  const loading = !initialised || (user !== null && profileQuery.isPending)

  const value = useMemo<AuthContextValue>(
    () => ({
      session,
      user,
      profile,
      role: profile?.role ?? null,
      loading,
      signIn,
      signUp,
      signOut,
    }),
    [session, user, profile, loading, signIn, signUp, signOut],
  )

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

/** The auth state and actions; must be used under `<AuthProvider>` (part of AppProviders). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth() must be used inside <AuthProvider>.')
  return value
}
