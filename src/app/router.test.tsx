import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { LANGUAGE_STORAGE_KEY } from '@/config/constants'
import { createTestI18n } from '@/test/i18n'
import { AppProviders } from './providers'
import { routes } from './router'

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <AppProviders i18n={createTestI18n()}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
}

// Lazy route modules are transformed on first import: allow for a slow first load.
const lazy = { timeout: 5000 }

describe('router', () => {
  beforeEach(() => {
    // jsdom's browser language is en-US; this visitor chose Indonesian earlier.
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'id')
  })

  it('shows the home page inside the public layout with both switchers', async () => {
    renderAt('/')
    expect(
      await screen.findByRole(
        'heading',
        {
          level: 1,
          name: 'Sertifikasi Badan Usaha Jasa Konstruksi',
        },
        lazy,
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Ganti tema' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Ganti bahasa' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Langsung ke konten utama' })).toHaveAttribute(
      'href',
      '#main-content',
    )
  })

  it('shows the 404 page inside the public layout for an unknown path', async () => {
    renderAt('/profil/tidak-ada')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }, lazy),
    ).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/')
  })

  it('keeps the staff area (login and admin) in one lazy layout route', () => {
    const staff = routes[0]?.children?.find((route) => route.id === 'staff')
    expect(staff?.lazy).toBeTypeOf('function')
    expect(staff?.children?.map((route) => route.path)).toEqual(['/admin', '/auth/login'])
  })
})
