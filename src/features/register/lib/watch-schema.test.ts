import { describe, expect, it } from 'vitest'

import { watchSchema } from './watch-schema'

describe('the register watch form’s rules', () => {
  it('takes a trimmed email and a scope', () => {
    expect(watchSchema.parse({ email: ' rina@pemda.test ', scope: 'company' })).toEqual({
      email: 'rina@pemda.test',
      scope: 'company',
    })
  })

  it('names the problem with an i18n key', () => {
    const message = (email: string) =>
      watchSchema.safeParse({ email, scope: 'certificate' }).error?.issues[0]?.message
    expect(message('')).toBe('register.watch.errors.required')
    expect(message('rina@')).toBe('register.watch.errors.email')
    expect(message(`${'a'.repeat(250)}@x.test`)).toBe('register.watch.errors.email')
    expect(watchSchema.safeParse({ email: 'a@b.test', scope: 'all' }).success).toBe(false)
  })
})
