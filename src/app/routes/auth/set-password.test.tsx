// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { addAdminResources } from '@/lib/i18n-admin'
import { ThemeProvider } from '@/lib/theme'
import { createTestI18n } from '@/test/i18n'

import { Component as SetPasswordPage } from './set-password'

const m = vi.hoisted(() => ({
  verifyOtp: vi.fn(),
  updateUser: vi.fn(),
  toastSuccess: vi.fn(),
  toastError: vi.fn(),
}))

vi.mock('@/lib/supabase', () => ({
  supabase: { auth: { verifyOtp: m.verifyOtp, updateUser: m.updateUser } },
}))
vi.mock('@/lib/toast', () => ({ toast: { error: m.toastError, success: m.toastSuccess } }))
vi.mock('@/lib/password-check', () => ({
  preloadPasswordCheck: () => undefined,
  isGuessablePassword: (password: string) => Promise.resolve(password.startsWith('weak')),
  isWeakPasswordError: (error: { code?: string }) => error?.code === 'weak_password',
}))
vi.mock('@/features/auth/auth-context', () => ({
  useAuth: () => ({ session: null, loading: false }),
}))

function renderAt(path: string) {
  const i18n = addAdminResources(createTestI18n())
  void i18n.changeLanguage('id')
  const router = createMemoryRouter(
    [
      { path: '/auth/set-password', element: <SetPasswordPage /> },
      { path: '/auth/login', element: <p>login page</p> },
      { path: '/admin', element: <p>admin area</p> },
    ],
    { initialEntries: [path] },
  )
  render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider>
            <RouterProvider router={router} />
          </ThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>,
  )
  return router
}

beforeEach(() => {
  vi.clearAllMocks()
})

describe('/auth/set-password', () => {
  it('uses the link once, drops the token from the address, and sets a strong password', async () => {
    m.verifyOtp.mockResolvedValue({ data: { user: { email: 'staf@lsbu.test' } }, error: null })
    m.updateUser.mockResolvedValue({ data: {}, error: null })
    const router = renderAt('/auth/set-password?token_hash=abc&type=recovery')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Buat kata sandi baru' }),
    ).toBeInTheDocument()
    expect(m.verifyOtp).toHaveBeenCalledTimes(1)
    expect(m.verifyOtp).toHaveBeenCalledWith({ token_hash: 'abc', type: 'recovery' })
    expect(router.state.location.search).toBe('')

    await userEvent.type(screen.getByLabelText('Kata sandi baru'), 'weak-one-1')
    await userEvent.type(screen.getByLabelText('Ulangi kata sandi baru'), 'weak-one-1')
    await userEvent.click(screen.getByRole('button', { name: 'Simpan kata sandi' }))
    expect(await screen.findByText(/Kata sandi terlalu mudah ditebak/)).toBeInTheDocument()
    expect(m.updateUser).not.toHaveBeenCalled()

    await userEvent.clear(screen.getByLabelText('Kata sandi baru'))
    await userEvent.type(screen.getByLabelText('Kata sandi baru'), 'Lampu-hijau-baru-91')
    await userEvent.clear(screen.getByLabelText('Ulangi kata sandi baru'))
    await userEvent.type(screen.getByLabelText('Ulangi kata sandi baru'), 'Lampu-hijau-baru-91')
    await userEvent.click(screen.getByRole('button', { name: 'Simpan kata sandi' }))
    expect(await screen.findByText('admin area')).toBeInTheDocument()
    expect(m.updateUser).toHaveBeenCalledWith({ password: 'Lampu-hijau-baru-91' })
  })

  it('a used or expired link says so and offers a new one', async () => {
    m.verifyOtp.mockResolvedValue({
      data: { user: null, session: null },
      error: { status: 403, code: 'otp_expired' },
    })
    renderAt('/auth/set-password?token_hash=abc&type=recovery')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tautan tidak berlaku' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('sudah dipakai')
    await userEvent.click(screen.getByRole('link', { name: 'Minta tautan baru' }))
    expect(await screen.findByText('login page')).toBeInTheDocument()
  })

  it('an invitation that no longer works sends the user to ask an admin', async () => {
    m.verifyOtp.mockResolvedValue({ data: {}, error: { status: 403, code: 'otp_expired' } })
    renderAt('/auth/set-password?token_hash=abc&type=invite')
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Minta admin'))
    expect(m.verifyOtp).toHaveBeenCalledWith({ token_hash: 'abc', type: 'invite' })
  })

  it('without a link or a session it says the link does not work', async () => {
    renderAt('/auth/set-password')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tautan tidak berlaku' }),
    ).toBeInTheDocument()
    expect(m.verifyOtp).not.toHaveBeenCalled()
  })
})
