import { describe, expect, it } from 'vitest'

import { isPromoFreePath, publicRoutes } from './routes'

describe('pages without the promotion popup', () => {
  it('are the forms, tracking and result pages and what lies below them', () => {
    for (const path of [
      publicRoutes.complaint,
      `${publicRoutes.complaint}/`,
      publicRoutes.appeal,
      publicRoutes.contact,
      publicRoutes.status,
      publicRoutes.certificateCheck,
      publicRoutes.directory,
      publicRoutes.search,
      publicRoutes.verify('SBU-2026-00001'),
      publicRoutes.preview('a'.repeat(64)),
    ])
      expect(isPromoFreePath(path), path).toBe(true)
  })
  it('leave the other pages to it', () => {
    for (const path of ['/', publicRoutes.flow, publicRoutes.faq, '/keluhan-lain', '/bandingan'])
      expect(isPromoFreePath(path), path).toBe(false)
  })
})

describe('the public routes module', () => {
  it('does not import the admin-screen registry (its sidebar icons would ship to every visitor)', async () => {
    const { readFileSync } = await import('node:fs')
    const source = readFileSync(new URL('./routes.ts', import.meta.url), 'utf8')
    expect(source).not.toMatch(/from '\.\/admin-(screens|routes)'/)
  })
})
