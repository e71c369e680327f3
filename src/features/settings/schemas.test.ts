import { describe, expect, it } from 'vitest'

import {
  settingsFormDefaults,
  settingsToRow,
  type SiteSettingsRow,
  siteSettingsSchema,
} from './schemas'

const row: SiteSettingsRow = {
  id: '1',
  singleton: true,
  logo_url: null,
  site_name: 'LSBU',
  tagline: { id: 'Terpercaya' },
  address: null,
  phone: '021-7990-1234',
  email: 'a@b.example',
  work_hours: null,
  map_url: null,
  share_image_url: null,
  share_image_width: null,
  share_image_height: null,
  social_links: [],
  time_zone: 'Asia/Jakarta',
  revision_retention: 50,
  two_factor_required_for: 'none',
  created_at: '',
  updated_at: '',
}

describe('site settings schema', () => {
  it('round-trips a row, leaving empty values null', () => {
    const values = settingsFormDefaults(row)
    expect(siteSettingsSchema.safeParse(values).success).toBe(true)
    expect(settingsToRow(values)).toMatchObject({
      tagline: { id: 'Terpercaya' },
      address: null,
      work_hours: null,
      phone: '021-7990-1234',
    })
  })
  it('checks phone like the database and the map URL as http(s)', () => {
    const values = settingsFormDefaults(row)
    expect(siteSettingsSchema.safeParse({ ...values, phone: 'call me' }).success).toBe(false)
    expect(siteSettingsSchema.safeParse({ ...values, phone: '+62 21 7990 1234' }).success).toBe(
      true,
    )
    expect(
      siteSettingsSchema.safeParse({ ...values, map_url: 'javascript:alert(1)' }).success,
    ).toBe(false)
    expect(siteSettingsSchema.safeParse({ ...values, site_name: ' ' }).success).toBe(false)
  })
  it('keeps the time zone among WIB, WITA and WIT and the retention within 1–500', () => {
    const values = settingsFormDefaults(row)
    expect(settingsToRow(values)).toMatchObject({
      time_zone: 'Asia/Jakarta',
      revision_retention: 50,
    })
    const retention = (revision_retention: string) =>
      siteSettingsSchema.safeParse({ ...values, revision_retention }).error?.issues[0]?.message
    expect(retention('500')).toBeUndefined()
    for (const bad of ['0', '501', '', '3.5', 'lima'])
      expect(retention(bad)).toBe('settings.validation.revisionRetention')
    expect(siteSettingsSchema.safeParse({ ...values, time_zone: 'Europe/Berlin' }).success).toBe(
      false,
    )
  })
})
