// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'

import { rememberForTracking, takeTrackingEmail } from './track-handoff'

describe('tracking handoff', () => {
  beforeEach(() => window.sessionStorage.clear())

  it('hands the email to the status page once, for the same reference only', () => {
    rememberForTracking({ reference: 'KEL-2026-00042', email: 'budi@contoh.co.id' })
    expect(takeTrackingEmail('BDG-2026-00001')).toBeNull()
    rememberForTracking({ reference: 'KEL-2026-00042', email: 'budi@contoh.co.id' })
    expect(takeTrackingEmail(' kel-2026-00042 ')).toBe('budi@contoh.co.id')
    expect(takeTrackingEmail('KEL-2026-00042')).toBeNull()
  })

  it('ignores what it cannot read', () => {
    window.sessionStorage.setItem('lsbu-track', '{not json')
    expect(takeTrackingEmail('KEL-2026-00042')).toBeNull()
  })
})
