// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { TooltipProvider } from '@/components/ui/tooltip'
import type { AuthContextValue } from '@/features/auth/auth-context'
import { addAdminResources } from '@/lib/i18n-admin'
import { ThemeProvider } from '@/lib/theme'
import { createTestI18n } from '@/test/i18n'

import { AdminLayout } from './admin-layout'
import { adminNotFoundRoute } from './routes'

const auth = vi.hoisted(() => ({ value: null as unknown as AuthContextValue }))
vi.mock('@/features/auth/auth-context', () => ({ useAuth: () => auth.value }))
vi.mock('@/features/notifications/components/use-bell', () => ({ useBell: () => null }))
vi.mock('@/features/auth/sessions-check', () => ({ useSessionStillValid: () => undefined }))
const twoFactor = vi.hoisted(() => ({
  state: { currentLevel: 'aal1', nextLevel: 'aal1', required: false, enrolled: false },
}))
vi.mock('@/features/auth/api/two-factor', async (original) => ({
  ...(await original<typeof import('@/features/auth/api/two-factor')>()),
  loadTwoFactorState: () => Promise.resolve(twoFactor.state),
}))

function signedInAs(role: 'admin' | 'editor' | 'viewer'): AuthContextValue {
  return {
    session: { access_token: 't' } as AuthContextValue['session'],
    user: { id: 'u1' } as AuthContextValue['user'],
    profile: { id: 'u1', full_name: `Staf ${role}`, role, email: `${role}@lsbu.test` },
    role,
    loading: false,
    signIn: vi.fn(),
    signUp: vi.fn(),
    signOut: vi.fn(),
  }
}

function LoginProbe() {
  const location = useLocation()
  return <p>login page {location.search}</p>
}

function renderAt(path: string) {
  const i18n = addAdminResources(createTestI18n())
  void i18n.changeLanguage('id')
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          {
            index: true,
            handle: { screen: 'dashboard', roles: ['admin', 'editor', 'viewer'] },
            element: <p>dashboard page</p>,
          },
          {
            path: 'news',
            handle: { screen: 'news', roles: ['admin', 'editor'] },
            element: <p>news page</p>,
          },
          {
            path: 'settings',
            handle: { screen: 'settings', roles: ['admin'] },
            element: <p>settings page</p>,
          },
          adminNotFoundRoute,
        ],
      },
      { path: '/auth/login', element: <LoginProbe /> },
    ],
    { initialEntries: [path] },
  )
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>
          <TooltipProvider>
            <RouterProvider router={router} />
          </TooltipProvider>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  )
  return router
}

beforeEach(() => {
  auth.value = signedInAs('admin')
  twoFactor.state = { currentLevel: 'aal1', nextLevel: 'aal1', required: false, enrolled: false }
})

describe('AdminLayout guard', () => {
  it('shows a spinner while auth loads', () => {
    auth.value = { ...signedInAs('admin'), session: null, profile: null, role: null, loading: true }
    renderAt('/admin/news')
    expect(screen.getByRole('status')).toHaveTextContent('Memuat sesi…')
    expect(screen.queryByText('news page')).not.toBeInTheDocument()
  })

  it('sends a visitor who is not signed in to the login page, remembering the page', async () => {
    auth.value = { ...signedInAs('admin'), session: null, profile: null, role: null }
    renderAt('/admin/news?page=2')
    expect(
      await screen.findByText('login page ?redirect=%2Fadmin%2Fnews%3Fpage%3D2'),
    ).toBeInTheDocument()
  })

  it('shows Akses Ditolak inside the shell for a role the route does not list', async () => {
    auth.value = signedInAs('viewer')
    renderAt('/admin/news')
    expect(await screen.findByRole('heading', { name: 'Akses Ditolak' })).toBeInTheDocument()
    expect(
      screen.getByText('Anda tidak memiliki izin untuk mengakses halaman ini.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('news page')).not.toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Navigasi admin' })).toBeInTheDocument()
  })

  it('says "not found" inside the shell for a mistyped admin address, to any role', async () => {
    auth.value = signedInAs('viewer')
    renderAt('/admin/beritaa')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/Alamat \/admin\/beritaa tidak ada di area admin/)).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Navigasi admin' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Kembali ke Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    )
    expect(document.title).toMatch(/^Halaman tidak ditemukan/)
  })

  it('denies an editor an admin-only route but opens the content routes', async () => {
    auth.value = signedInAs('editor')
    const router = renderAt('/admin/settings')
    expect(await screen.findByRole('heading', { name: 'Akses Ditolak' })).toBeInTheDocument()
    await act(() => router.navigate('/admin/news'))
    expect(await screen.findByText('news page')).toBeInTheDocument()
  })

  it('lets an admin open everything', async () => {
    renderAt('/admin/settings')
    expect(await screen.findByText('settings page')).toBeInTheDocument()
  })

  it('asks for the two-factor code before any admin screen when the account has a factor', async () => {
    twoFactor.state = { currentLevel: 'aal1', nextLevel: 'aal2', required: false, enrolled: true }
    renderAt('/admin/settings')
    expect(
      await screen.findByRole('heading', { name: 'Masukkan kode verifikasi' }),
    ).toBeInTheDocument()
    expect(screen.queryByText('settings page')).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Navigasi admin' })).not.toBeInTheDocument()
  })

  it('sends a user the policy covers without a device to enrolment', async () => {
    twoFactor.state = { currentLevel: 'aal1', nextLevel: 'aal1', required: true, enrolled: false }
    renderAt('/admin')
    expect(
      await screen.findByRole('heading', { name: 'Verifikasi dua langkah diwajibkan' }),
    ).toBeInTheDocument()
    expect(screen.queryByText('dashboard page')).not.toBeInTheDocument()
  })
})
