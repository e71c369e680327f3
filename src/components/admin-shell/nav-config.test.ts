import { describe, expect, it } from 'vitest'

import { avatarColorFor, initialsOf } from './avatar'
import { isItemActive, NAV_GROUPS, navGroupsFor } from './nav-config'

const shape = (role: Parameters<typeof navGroupsFor>[0]) =>
  navGroupsFor(role).map((g) => [g.key, g.items.map((i) => i.key)])

describe('navGroupsFor (docs/product.md#sidebar, #roles, #sidebar-matches-routes)', () => {
  it('gives a viewer the dashboard only', () => {
    expect(shape('viewer')).toEqual([['dashboard', ['dashboard']]])
  })

  it('gives an editor the content groups without Navigasi or Administrasi', () => {
    expect(shape('editor')).toEqual([
      ['dashboard', ['dashboard']],
      [
        'site',
        [
          'reviews',
          'cms',
          'news',
          'scope',
          'certificates',
          'legacyCodes',
          'registerRadar',
          'registerApiKeys',
          'legalProducts',
          'clients',
          'testimonials',
          'faq',
          'media',
          'redirects',
          'notFoundLog',
          'linkCheck',
          'trash',
        ],
      ],
      ['display', ['heroSlider', 'organization', 'flow', 'legality']],
      ['online', ['messages', 'cases']],
    ])
  })

  it('gives an admin every group and item', () => {
    expect(shape('admin')).toEqual(NAV_GROUPS.map((g) => [g.key, g.items.map((i) => i.key)]))
  })

  it('gives nobody anything without a role', () => {
    expect(navGroupsFor(null)).toEqual([])
  })
})

describe('isItemActive', () => {
  const item = (key: string) => NAV_GROUPS.flatMap((g) => g.items).find((i) => i.key === key)!

  it('marks the dashboard only on /admin itself', () => {
    expect(isItemActive(item('dashboard'), '/admin')).toBe(true)
    expect(isItemActive(item('dashboard'), '/admin/')).toBe(true)
    expect(isItemActive(item('dashboard'), '/admin/news')).toBe(false)
  })

  it('marks an item on its sub-pages, and Keluhan & Banding on both screens', () => {
    expect(isItemActive(item('news'), '/admin/news/edit/1')).toBe(true)
    expect(isItemActive(item('news'), '/admin/newsletter')).toBe(false)
    expect(isItemActive(item('cases'), '/admin/banding')).toBe(true)
  })
})

describe('avatar (docs/product.md#avatar-privacy)', () => {
  it('is a colour derived from the email, the same for the same address', () => {
    const colour = avatarColorFor('  Admin@LSBU.local ')
    expect(colour).toBe(avatarColorFor('admin@lsbu.local'))
    expect(colour).toMatch(/^hsl\(\d{1,3} 55% 30%\)$/)
    expect(avatarColorFor('siti.rahma@lsbu.test')).not.toBe(colour)
  })

  it('names no other origin: nothing is fetched for it', () => {
    for (const email of ['admin@lsbu.local', 'budi@example.com']) {
      expect(avatarColorFor(email)).not.toMatch(/https?:|\/\//)
    }
  })

  it('shows initials', () => {
    expect(initialsOf('Admin Utama')).toBe('AU')
    expect(initialsOf('siti.rahma@lsbu.test')).toBe('SR')
    expect(initialsOf('budi')).toBe('BU')
  })
})
