import { describe, expect, it } from 'vitest'

import { type AdminScreen, canOpen, isAllowed, SCREEN_ROLES } from '@/config/permissions'

import { decideAccess, requiredRoles } from './route-access'

const screens = Object.keys(SCREEN_ROLES) as AdminScreen[]
const content: AdminScreen[] = [
  'cms',
  'heroSlider',
  'organization',
  'flow',
  'legality',
  'faq',
  'news',
  'scope',
  'complaints',
  'appeals',
  'legalProducts',
  'clients',
  'messages',
]
const adminOnly: AdminScreen[] = ['navigation', 'settings', 'auditLog']

describe('the permission table (docs/product.md#roles, #role-guard)', () => {
  it('lets a viewer open the dashboard but no content or admin screen', () => {
    expect(canOpen('viewer', 'dashboard')).toBe(true)
    for (const s of [...content, ...adminOnly]) expect(canOpen('viewer', s)).toBe(false)
  })

  it('lets an editor open every content and online-service screen but no admin screen', () => {
    for (const s of content) expect(canOpen('editor', s)).toBe(true)
    for (const s of adminOnly) expect(canOpen('editor', s)).toBe(false)
  })

  it('opens a screen to exactly the roles it lists, plus admin', () => {
    for (const s of screens) {
      for (const role of ['viewer', 'editor'] as const) {
        expect(canOpen(role, s)).toBe((SCREEN_ROLES[s] as readonly string[]).includes(role))
      }
    }
  })

  it('lets an admin open everything, even a screen that names only other roles', () => {
    for (const s of screens) expect(canOpen('admin', s)).toBe(true)
    expect(isAllowed('admin', ['viewer'])).toBe(true)
  })

  it('lets nobody in without a role', () => {
    expect(isAllowed(null, ['admin', 'editor', 'viewer'])).toBe(false)
    expect(canOpen(undefined, 'dashboard')).toBe(false)
  })
})

describe('requiredRoles', () => {
  it('reads the deepest matched route that declares roles', () => {
    const matches = [
      { handle: undefined },
      { handle: { roles: ['admin', 'editor', 'viewer'] } },
      { handle: { screen: 'users', roles: ['admin'] } },
    ]
    expect(requiredRoles(matches)).toEqual(['admin'])
  })

  it('is null when no route declares any', () => {
    expect(requiredRoles([{ handle: undefined }, { handle: { other: 1 } }])).toBeNull()
  })
})

describe('decideAccess', () => {
  const base = {
    loading: false,
    signedIn: true,
    role: 'editor' as const,
    roles: ['admin', 'editor'] as const,
  }

  it('waits while auth loads, whatever else is known', () => {
    expect(decideAccess({ ...base, loading: true, signedIn: false })).toEqual({ kind: 'loading' })
  })

  it('sends a visitor who is not signed in to sign in', () => {
    expect(decideAccess({ ...base, signedIn: false, role: null })).toEqual({ kind: 'sign-in' })
  })

  it('denies a role the route does not list', () => {
    expect(decideAccess({ ...base, role: 'viewer' })).toEqual({ kind: 'denied' })
    expect(decideAccess({ ...base, role: 'editor', roles: ['admin'] })).toEqual({ kind: 'denied' })
  })

  it('allows a listed role, and admin always', () => {
    expect(decideAccess(base)).toEqual({ kind: 'allowed' })
    expect(decideAccess({ ...base, role: 'admin', roles: ['viewer'] })).toEqual({ kind: 'allowed' })
  })

  it('allows any staff role where the route declares none', () => {
    expect(decideAccess({ ...base, role: 'viewer', roles: null })).toEqual({ kind: 'allowed' })
  })

  it('denies a signed-in user without a role', () => {
    expect(decideAccess({ ...base, role: null })).toEqual({ kind: 'denied' })
  })
})
