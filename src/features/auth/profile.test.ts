import { describe, expect, it } from 'vitest'

import { toProfile } from './profile'

const user = { id: 'u1', email: 'siti@lsbu.test' }

describe('toProfile', () => {
  it('falls back to a viewer named after the email when there is no app_users row', () => {
    expect(toProfile(user, null)).toEqual({
      id: 'u1',
      full_name: 'siti@lsbu.test',
      role: 'viewer',
      email: 'siti@lsbu.test',
    })
  })

  it('uses the row’s name and role', () => {
    expect(toProfile(user, { id: 'u1', full_name: 'Siti Rahma', role: 'editor' })).toEqual({
      id: 'u1',
      full_name: 'Siti Rahma',
      role: 'editor',
      email: 'siti@lsbu.test',
    })
  })

  it('treats an unknown role as viewer (least privilege) and a blank name as the email', () => {
    const profile = toProfile(user, { id: 'u1', full_name: '  ', role: 'superuser' })
    expect(profile.role).toBe('viewer')
    expect(profile.full_name).toBe('siti@lsbu.test')
  })
})
