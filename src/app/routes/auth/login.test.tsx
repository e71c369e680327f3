// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { RuntimeEnv } from '@/lib/env'
import { addAdminResources } from '@/lib/i18n-admin'
import { ThemeProvider } from '@/lib/theme'
import { createTestI18n } from '@/test/i18n'

import { Component as LoginPage } from './login'

const m = vi.hoisted(() => ({
  rpc: vi.fn(),
  listUsers: vi.fn(),
  invoke: vi.fn(),
  signIn: vi.fn(),
  resetPasswordForEmail: vi.fn(),
  toastError: vi.fn(),
  toastSuccess: vi.fn(),
  env: null as unknown as RuntimeEnv,
  session: null as unknown,
}))

vi.mock('@/lib/supabase', () => ({
  supabase: {
    rpc: (...args: unknown[]) => ({ abortSignal: () => m.rpc(...args) }),
    auth: { admin: { listUsers: m.listUsers }, resetPasswordForEmail: m.resetPasswordForEmail },
    functions: { invoke: m.invoke },
  },
}))
vi.mock('@/lib/toast', () => ({ toast: { error: m.toastError, success: m.toastSuccess } }))
vi.mock('@/lib/env', () => ({ getRuntimeEnv: () => m.env }))
vi.mock('@/features/auth/auth-context', () => ({
  useAuth: () => ({ session: m.session, loading: false, signIn: m.signIn }),
}))

const demo = { email: 'admin@lsbu.local', password: 'demo-password-123' }

function renderLogin(path = '/auth/login') {
  const i18n = addAdminResources(createTestI18n())
  void i18n.changeLanguage('id')
  const router = createMemoryRouter(
    [
      { path: '/auth/login', element: <LoginPage /> },
      { path: '/admin/*', element: <p>admin area</p> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: [path] },
  )
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  vi.clearAllMocks()
  m.env = {
    supabaseUrl: null,
    supabaseAnonKey: 'k',
    backend: 'embedded',
    demoAdmin: demo,
    mail: false,
  }
  m.session = null
  m.rpc.mockResolvedValue({ data: 0, error: null })
})

describe('/auth/login', () => {
  it('opens in setup mode when there are no users, prefilled on the embedded backend', async () => {
    renderLogin()
    expect(screen.getByRole('status')).toHaveTextContent('Memeriksa status sistem…')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Buat Akun Admin Utama' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Buat Akun Admin' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Setup Admin - LSBU'))
    expect(screen.getByLabelText('Email')).toHaveValue(demo.email)
    expect(screen.getByLabelText('Kata sandi')).toHaveValue(demo.password)
  })

  it('never prefills for a hosted backend (docs/product.md#demo-prefill)', async () => {
    m.env = {
      supabaseUrl: 'https://x.supabase.co',
      supabaseAnonKey: 'k',
      backend: 'hosted',
      demoAdmin: demo,
      mail: false,
    }
    m.rpc.mockResolvedValue({ data: 2, error: null })
    renderLogin()
    expect(await screen.findByRole('button', { name: 'Masuk Sekarang' })).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveValue('')
    expect(screen.getByLabelText('Kata sandi')).toHaveValue('')
  })

  it('is the login form once users exist', async () => {
    m.rpc.mockResolvedValue({ data: 1, error: null })
    renderLogin()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Login Admin' }),
    ).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Login Admin - LSBU'))
  })

  it('falls back to list-users when count_users is missing, and says so when that fails', async () => {
    m.rpc.mockResolvedValue({ data: null, error: { code: 'PGRST202', message: 'not found' } })
    m.listUsers.mockResolvedValue({ data: { users: [] }, error: { message: 'User not allowed' } })
    renderLogin()
    expect(await screen.findByRole('button', { name: 'Masuk Sekarang' })).toBeInTheDocument()
    expect(m.listUsers).toHaveBeenCalled()
    expect(m.toastError).toHaveBeenCalledWith('Error', 'Tidak dapat memeriksa status sistem.')
  })

  it('shows the function’s message next to its field when setup is refused', async () => {
    // The form's probe (is a setup token needed?) answers no; setup itself is refused.
    m.invoke.mockImplementation(async (_name: string, options?: { body?: { probe?: boolean } }) =>
      options?.body?.probe
        ? { data: { setup_token_required: false }, error: null }
        : {
            data: null,
            error: {
              context: new Response(
                JSON.stringify({
                  error: 'Format email tidak valid.',
                  code: 'validation',
                  field: 'email',
                }),
                { status: 400 },
              ),
            },
          },
    )
    renderLogin()
    await userEvent.click(await screen.findByRole('button', { name: 'Buat Akun Admin' }))
    await waitFor(() =>
      expect(m.toastError).toHaveBeenCalledWith('Gagal Membuat Admin', 'Format email tidak valid.'),
    )
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Format email tidak valid.')
    expect(m.signIn).not.toHaveBeenCalled()
  })

  it('uses the default message when the function gives none', async () => {
    m.invoke.mockImplementation(async (_name: string, options?: { body?: { probe?: boolean } }) =>
      options?.body?.probe
        ? { data: { setup_token_required: false }, error: null }
        : { data: null, error: { context: new Response('oops', { status: 500 }) } },
    )
    renderLogin()
    await userEvent.click(await screen.findByRole('button', { name: 'Buat Akun Admin' }))
    await waitFor(() =>
      expect(m.toastError).toHaveBeenCalledWith(
        'Gagal Membuat Admin',
        'Gagal membuat admin. (Detail teknis: 500)',
      ),
    )
  })

  it('creates the admin, signs in with the same credentials, and says so in one toast', async () => {
    m.invoke.mockResolvedValue({ data: { user: { id: 'u1', email: demo.email } }, error: null })
    m.signIn.mockResolvedValue({ error: null })
    renderLogin()
    await userEvent.type(await screen.findByLabelText('Nama lengkap'), 'Ibu Kepala')
    await userEvent.click(screen.getByRole('button', { name: 'Buat Akun Admin' }))
    await waitFor(() =>
      expect(m.signIn).toHaveBeenCalledWith(demo.email, demo.password, { quiet: true }),
    )
    expect(m.invoke).toHaveBeenCalledWith('create-admin-user', {
      body: { email: demo.email, password: demo.password, full_name: 'Ibu Kepala' },
    })
    await waitFor(() => expect(m.toastSuccess).toHaveBeenCalled())
    expect(m.toastSuccess.mock.calls).toEqual([
      ['Admin Berhasil Dibuat', 'Akun admin utama telah dibuat dan Anda sudah masuk.'],
    ])
    expect(m.toastError).not.toHaveBeenCalled()
  })

  it('when the sign-in after setup fails, still one toast: created, please sign in', async () => {
    m.invoke.mockResolvedValue({ data: { user: { id: 'u1', email: demo.email } }, error: null })
    m.signIn.mockResolvedValue({ error: { code: 'request_timeout' } })
    renderLogin()
    await userEvent.click(await screen.findByRole('button', { name: 'Buat Akun Admin' }))
    await waitFor(() => expect(m.toastSuccess).toHaveBeenCalled())
    expect(m.toastSuccess.mock.calls).toEqual([
      ['Admin Berhasil Dibuat', 'Akun admin utama telah berhasil dibuat. Silakan login.'],
    ])
    expect(m.toastError).not.toHaveBeenCalled()
  })

  it('redirects a signed-in user to the requested same-site page', async () => {
    m.session = { access_token: 't' }
    renderLogin('/auth/login?redirect=%2Fadmin%2Fnews')
    expect(await screen.findByText('admin area')).toBeInTheDocument()
  })

  it('offers "Lupa kata sandi?" only where the server sends mail', async () => {
    m.rpc.mockResolvedValue({ data: 1, error: null })
    renderLogin()
    expect(await screen.findByRole('button', { name: 'Masuk Sekarang' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Lupa kata sandi?' })).toBeNull()
    // The address alone does not open the form either.
    renderLogin('/auth/login?forgot=1')
    expect(screen.queryByRole('heading', { name: 'Lupa kata sandi' })).toBeNull()
  })

  it('with mail: the forgot form sends the link and answers alike; too soon says so', async () => {
    m.env = { ...m.env, mail: true }
    m.rpc.mockResolvedValue({ data: 1, error: null })
    m.resetPasswordForEmail.mockResolvedValueOnce({ data: {}, error: null })
    renderLogin()
    await userEvent.click(await screen.findByRole('link', { name: 'Lupa kata sandi?' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lupa kata sandi' }),
    ).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Email'), 'staf@lsbu.test')
    await userEvent.click(screen.getByRole('button', { name: 'Kirim tautan' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Jika email tersebut terdaftar sebagai akun staf',
    )
    expect(m.resetPasswordForEmail).toHaveBeenCalledWith('staf@lsbu.test', {
      redirectTo: `${window.location.origin}/auth/set-password`,
    })

    m.resetPasswordForEmail.mockResolvedValueOnce({
      data: null,
      error: { status: 429, code: 'over_email_send_rate_limit' },
    })
    await userEvent.click(screen.getByRole('link', { name: 'Kembali ke login' }))
    await userEvent.click(await screen.findByRole('link', { name: 'Lupa kata sandi?' }))
    await userEvent.type(await screen.findByLabelText('Email'), 'staf@lsbu.test')
    await userEvent.click(screen.getByRole('button', { name: 'Kirim tautan' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak permintaan')
  })
})
