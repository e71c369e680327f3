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
  trash_retention_days: 30,
  two_factor_required_for: 'none',
  review_required: ['cms_pages', 'legal_products'],
  whatsapp: '6281219901234',
  promo_enabled: true,
  link_check_external: false,
  promo_percent: 15,
  promo_title: { id: 'Diskon {percent}%', en: '{percent}% off' },
  promo_text: { id: 'Potongan {percent}%.' },
  promo_target: '/layanan/alur',
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
  it('keeps the trash for 1–365 days, 30 by default', () => {
    const values = settingsFormDefaults(row)
    expect(settingsToRow(values)).toMatchObject({ trash_retention_days: 30 })
    const days = (trash_retention_days: string) =>
      siteSettingsSchema.safeParse({ ...values, trash_retention_days }).error?.issues[0]?.message
    expect(days('365')).toBeUndefined()
    expect(days('1')).toBeUndefined()
    for (const bad of ['0', '366', '', '2.5', 'tiga'])
      expect(days(bad)).toBe('trash.validation.retentionDays')
  })
  it('takes an Indonesian mobile for WhatsApp and stores it as 62…, empty as null', () => {
    const values = settingsFormDefaults(row)
    const whatsapp = (input: string) => {
      const parsed = siteSettingsSchema.safeParse({ ...values, whatsapp: input })
      return parsed.success ? settingsToRow(parsed.data).whatsapp : 'invalid'
    }
    expect(whatsapp('0812-3456-7890')).toBe('6281234567890')
    expect(whatsapp('+62 812 3456 7890')).toBe('6281234567890')
    expect(whatsapp('6281234567890')).toBe('6281234567890')
    expect(whatsapp('')).toBeNull()
    // A landline, too short or too long, or not a number at all.
    for (const bad of ['021-7990-1234', '0812', '0812-3456-7890-123', 'wa 0812 3456 7890'])
      expect(whatsapp(bad), bad).toBe('invalid')
  })
  it('checks the promotion: percent 1–100, both texts, target a site path or https URL', () => {
    const values = settingsFormDefaults(row)
    expect(settingsToRow(values)).toMatchObject({
      promo_enabled: true,
      promo_percent: 15,
      promo_title: { id: 'Diskon {percent}%', en: '{percent}% off' },
      promo_text: { id: 'Potongan {percent}%.' },
      promo_target: '/layanan/alur',
    })
    const issue = (change: Partial<typeof values>) =>
      siteSettingsSchema.safeParse({ ...values, ...change }).error?.issues[0]?.message
    expect(issue({ promo_percent: '100' })).toBeUndefined()
    for (const bad of ['0', '101', '', '12.5', 'lima belas'])
      expect(issue({ promo_percent: bad })).toBe('settings.validation.promoPercent')
    for (const good of [
      '/',
      '/layanan/alur',
      '/layanan/biaya?ref=promo#form',
      'https://example.id/x',
    ])
      expect(issue({ promo_target: good }), good).toBeUndefined()
    for (const bad of [
      '//evil.example',
      'http://example.id',
      'javascript:alert(1)',
      'layanan',
      '/a b',
      '/a\\b',
    ])
      expect(issue({ promo_target: bad }), bad).toBe('settings.validation.promoTarget')
    expect(issue({ promo_title: { id: ' ', en: 'x' } })).toBe('crud.validation.requiredId')
  })
})
