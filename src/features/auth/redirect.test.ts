import { describe, expect, it } from 'vitest'

import { loginPathFor, safeRedirect } from './redirect'

describe('safeRedirect', () => {
  it('keeps paths on this site, with their query and hash', () => {
    expect(safeRedirect('/admin/news?page=2#top')).toBe('/admin/news?page=2#top')
  })

  it.each([
    null,
    '',
    'https://evil.example/admin',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/admin\n/x',
    '/auth/login',
    '/auth/login?redirect=/admin',
  ])('sends %j to the dashboard instead', (raw) => {
    expect(safeRedirect(raw)).toBe('/admin')
  })
})

describe('loginPathFor', () => {
  it('carries the requested page', () => {
    expect(loginPathFor('/admin/klien?tab=1')).toBe(
      '/auth/login?redirect=%2Fadmin%2Fklien%3Ftab%3D1',
    )
  })

  it('needs no parameter for the dashboard', () => {
    expect(loginPathFor('/admin')).toBe('/auth/login')
  })
})
