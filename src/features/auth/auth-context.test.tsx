// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { I18nextProvider } from 'react-i18next'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { addAdminResources } from '@/lib/i18n-admin'
import { createTestI18n } from '@/test/i18n'

import { type AuthContextValue, AuthProvider, useAuth } from './auth-context'

type Listener = (event: string, session: unknown) => void

const mocks = vi.hoisted(() => ({
  listeners: [] as Listener[],
  profileResult: { data: null as unknown, error: null as unknown },
  signInResult: { error: null as unknown },
  signOutResult: { error: null as unknown },
  toastError: vi.fn(),
  toastSuccess: vi.fn(),
}))

vi.mock('@/lib/toast', () => ({
  toast: {
    error: mocks.toastError,
    success: mocks.toastSuccess,
    info: vi.fn(),
    message: vi.fn(),
    dismiss: vi.fn(),
  },
}))

vi.mock('@/lib/supabase', () => {
  const query = {
    select: () => query,
    eq: () => query,
    abortSignal: () => query,
    maybeSingle: () => Promise.resolve(mocks.profileResult),
  }
  return {
    supabase: {
      auth: {
        onAuthStateChange: (listener: Listener) => {
          mocks.listeners.push(listener)
          return { data: { subscription: { unsubscribe: vi.fn() } } }
        },
        signInWithPassword: () => Promise.resolve(mocks.signInResult),
        signUp: () => Promise.resolve({ error: null }),
        signOut: () => Promise.resolve(mocks.signOutResult),
        startAutoRefresh: vi.fn(),
        stopAutoRefresh: vi.fn(),
      },
      from: () => query,
    },
  }
})

const session = {
  access_token: 't',
  refresh_token: 'r',
  user: { id: 'user-1', email: 'budi@lsbu.test' },
}

const sink: { current: AuthContextValue | null } = { current: null }
/** The latest context value, for calling its actions. */
const auth = new Proxy({} as AuthContextValue, {
  get: (_target, prop) => Reflect.get(sink.current ?? {}, prop),
})

function Probe() {
  const value = useAuth()
  useEffect(() => {
    sink.current = value
  }, [value])
  const auth = value
  return (
    <p>
      {auth.loading ? 'loading' : 'ready'} {auth.profile?.full_name ?? 'nobody'}{' '}
      {auth.role ?? 'no-role'}
    </p>
  )
}

function renderAuth() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const i18n = addAdminResources(createTestI18n())
  void i18n.changeLanguage('id')
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  )
  return queryClient
}

function emit(event: string, value: unknown) {
  act(() => {
    for (const listener of mocks.listeners) listener(event, value)
  })
}

beforeEach(() => {
  mocks.listeners.length = 0
  mocks.profileResult = { data: null, error: null }
  mocks.signInResult = { error: null }
  mocks.signOutResult = { error: null }
  mocks.toastError.mockReset()
  mocks.toastSuccess.mockReset()
})

describe('AuthProvider', () => {
  it('is loading until the initial session is known, then signed out', async () => {
    renderAuth()
    expect(screen.getByText(/loading/)).toBeInTheDocument()
    emit('INITIAL_SESSION', null)
    expect(await screen.findByText('ready nobody no-role')).toBeInTheDocument()
  })

  it('makes a user without an app_users row a viewer named after their email', async () => {
    renderAuth()
    emit('INITIAL_SESSION', session)
    expect(await screen.findByText('ready budi@lsbu.test viewer')).toBeInTheDocument()
    expect(auth.profile).toEqual({
      id: 'user-1',
      full_name: 'budi@lsbu.test',
      role: 'viewer',
      email: 'budi@lsbu.test',
    })
    expect(mocks.toastError).not.toHaveBeenCalled()
  })

  it('uses the profile row when there is one', async () => {
    mocks.profileResult = { data: { id: 'user-1', full_name: 'Budi', role: 'admin' }, error: null }
    renderAuth()
    emit('INITIAL_SESSION', session)
    expect(await screen.findByText('ready Budi admin')).toBeInTheDocument()
  })

  it('toasts when the profile cannot be read and falls back to viewer', async () => {
    mocks.profileResult = { data: null, error: { message: 'boom', code: '500' } }
    renderAuth()
    emit('INITIAL_SESSION', session)
    expect(await screen.findByText('ready budi@lsbu.test viewer')).toBeInTheDocument()
    await waitFor(() =>
      expect(mocks.toastError).toHaveBeenCalledWith(
        'Gagal memuat profil',
        'Tidak dapat mengambil data profil pengguna.',
      ),
    )
  })

  it('toasts a failed sign-in in the screen language (by GoTrue code), never its English', async () => {
    renderAuth()
    emit('INITIAL_SESSION', null)
    const gotrue = (code: string, status: number, message: string) => ({
      error: { __isAuthError: true, name: 'AuthApiError', code, status, message },
    })
    mocks.signInResult = gotrue('invalid_credentials', 400, 'Invalid login credentials')
    await act(() => auth.signIn('a@b.co', 'x'))
    expect(mocks.toastError).toHaveBeenLastCalledWith('Login Gagal', 'Email atau password salah.')
    mocks.signInResult = gotrue('over_request_rate_limit', 429, 'Request rate limit reached')
    await act(() => auth.signIn('a@b.co', 'x'))
    expect(mocks.toastError).toHaveBeenLastCalledWith(
      'Login Gagal',
      'Terlalu banyak percobaan. Tunggu beberapa menit lalu coba lagi.',
    )
    mocks.signInResult = gotrue('brand_new_code', 418, 'Something English')
    await act(() => auth.signIn('a@b.co', 'x'))
    expect(mocks.toastError).toHaveBeenLastCalledWith(
      'Login Gagal',
      'Terjadi kesalahan yang tidak terduga. Silakan coba lagi; bila berulang, laporkan kepada admin. (Detail teknis: brand_new_code 418)',
    )
    mocks.signInResult = { error: { message: '' } }
    await act(() => auth.signIn('a@b.co', 'x'))
    expect(mocks.toastError).toHaveBeenLastCalledWith('Login Gagal', 'Email atau password salah.')
    const calls = JSON.stringify(mocks.toastError.mock.calls)
    expect(calls).not.toMatch(/Invalid login credentials|Request rate limit|Something English/)
    mocks.signInResult = { error: null }
    await act(() => auth.signIn('a@b.co', 'x'))
    expect(mocks.toastSuccess).toHaveBeenLastCalledWith(
      'Login Berhasil',
      'Selamat datang kembali di Admin Dashboard.',
    )
  })

  it('signs out with a toast and forgets cached staff data', async () => {
    const queryClient = renderAuth()
    emit('INITIAL_SESSION', session)
    await screen.findByText(/ready/)
    queryClient.setQueryData(['complaints', 'list'], [{ id: 1 }])
    await act(() => auth.signOut())
    expect(mocks.toastSuccess).toHaveBeenLastCalledWith(
      'Berhasil Logout',
      'Anda telah berhasil keluar dari sistem.',
    )
    expect(queryClient.getQueryData(['complaints', 'list'])).toBeUndefined()
    emit('SIGNED_OUT', null)
    expect(await screen.findByText('ready nobody no-role')).toBeInTheDocument()
  })

  it('reports a failed sign-out', async () => {
    renderAuth()
    emit('INITIAL_SESSION', session)
    mocks.signOutResult = { error: { message: '' } }
    await act(() => auth.signOut())
    expect(mocks.toastError).toHaveBeenLastCalledWith(
      'Logout Gagal',
      'Tidak dapat keluar dari sistem. Silakan coba lagi.',
    )
  })

  it('stops refreshing tokens while the tab is hidden and resumes when visible', async () => {
    const { supabase } = await import('@/lib/supabase')
    renderAuth()
    const visibility = vi.spyOn(document, 'visibilityState', 'get')
    visibility.mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(supabase.auth.stopAutoRefresh).toHaveBeenCalled()
    visibility.mockReturnValue('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(supabase.auth.startAutoRefresh).toHaveBeenCalled()
    visibility.mockRestore()
  })
})
