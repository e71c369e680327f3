// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'

import { LANGUAGE_STORAGE_KEY } from '@/config/constants'
import { cmsPagePaths, RESERVED_PAGE_SLUGS } from '@/config/routes'
import { createTestI18n } from '@/test/i18n'

import { AppProviders } from './providers'
import { matchPublicRoutes, PublicApp } from './router'
import { publicPageRoutes } from './routes/public/routes'
import { staffRoutes } from './staff-router'

function renderAt(path: string) {
  render(
    <AppProviders i18n={createTestI18n()}>
      <MemoryRouter initialEntries={[path]}>
        <PublicApp />
      </MemoryRouter>
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

  it('redirects the short organisation path (the server answers 301 from redirectTo)', async () => {
    expect(matchPublicRoutes('/profil/struktur').at(-1)?.route.redirectTo).toBe(
      '/profil/struktur-organisasi',
    )
    renderAt('/profil/struktur')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Struktur Organisasi' }, lazy),
    ).toBeInTheDocument()
  })

  it('reserves every first path segment of the route table, so no CMS page can shadow one', () => {
    const segments = publicPageRoutes
      .map((route) => route.path?.split('/')[0])
      .filter((segment): segment is string => Boolean(segment) && !/^[:*]/.test(segment!))
      .filter((segment) => !Object.hasOwn(cmsPagePaths, segment))
    expect(segments.length).toBeGreaterThan(10)
    for (const segment of segments) expect(RESERVED_PAGE_SLUGS).toContain(segment)
    // A core page's slug as an address moves to its route; any other slug is the CMS route.
    expect(matchPublicRoutes('/tentang').at(-1)?.route.redirectTo).toBe('/profil/tentang')
    expect(matchPublicRoutes('/panduan-baru').at(-1)?.route.path).toBe(':slug')
  })

  it('has no staff pages: the staff app is its own build, in one lazy layout route', () => {
    // `/admin` falls to the CMS pages' catch-all, and no page can take that slug (reserved).
    expect(matchPublicRoutes('/admin').at(-1)?.route.path).toBe(':slug')
    expect(RESERVED_PAGE_SLUGS).toContain('admin')
    expect(matchPublicRoutes('/admin/cms').at(-1)?.route.path).toBe('*')
    const staff = staffRoutes[0]?.children?.find((route) => route.id === 'staff')
    expect(staff?.lazy).toBeTypeOf('function')
    expect(staff?.children?.map((route) => route.path)).toEqual([
      '/admin',
      '/auth/login',
      '/auth/set-password',
    ])
  })
})
