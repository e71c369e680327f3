/**
 * The promotion popup and the chat button's settings (site_settings): the database keeps the
 * percentage within 1–100, the texts bilingual and filled, the claim target a path of the site
 * or an https address, and the WhatsApp number a normalised Indonesian mobile. Only admins
 * write them; visitors read them through public_layout().
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Account, createAccount } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let admin: Account
let editor: Account
let anon: SupabaseClient
let id = ''

beforeAll(async () => {
  t = await startBackend()
  anon = t.anon()
  admin = await createAccount(t, 'admin')
  editor = await createAccount(t, 'editor')
  const { data } = await t.service().from('site_settings').select('id').single()
  id = data!.id
})
afterAll(async () => t?.stop())

/** The admin's update of the one row: the error code, or null when it was stored. */
async function update(values: Record<string, unknown>): Promise<string | null> {
  const { error } = await admin.client.from('site_settings').update(values).eq('id', id)
  return error?.code ?? null
}

describe('promotion settings', () => {
  it('default to the product offer: on, 15 %, the flow, both languages', async () => {
    const { data, error } = await anon.rpc('public_layout')
    expect(error).toBeNull()
    const settings = (data as { settings: Record<string, unknown> }).settings
    expect(settings).toMatchObject({
      promo_enabled: true,
      promo_percent: 15,
      promo_target: '/layanan/alur',
      promo_title: {
        id: 'Diskon {percent}% untuk sertifikasi pertama Anda',
        en: '{percent}% off your first certification',
      },
      promo_text: {
        id: 'Dapatkan potongan {percent}% untuk layanan sertifikasi pertama badan usaha Anda.',
        en: 'Get {percent}% off the first certification service for your company.',
      },
    })
  })

  it('keep the percentage within 1–100', async () => {
    for (const bad of [0, 101, -5]) expect(await update({ promo_percent: bad })).toBe('23514')
    expect(await update({ promo_percent: 1 })).toBeNull()
    expect(await update({ promo_percent: 100 })).toBeNull()
    expect(await update({ promo_percent: 15 })).toBeNull()
  })

  it('take a path of the site or an https address as the claim target', async () => {
    for (const good of [
      '/',
      '/layanan/biaya',
      '/layanan/alur?ref=promo#daftar',
      'https://contoh.id/promo',
    ])
      expect(await update({ promo_target: good }), good).toBeNull()
    for (const bad of [
      '//evil.example/x',
      'http://contoh.id',
      'javascript:alert(1)',
      'mailto:a@b.id',
      'layanan/alur',
      '/layanan alur',
      '/\\evil.example',
      '',
    ])
      expect(await update({ promo_target: bad }), bad).toBe('23514')
    expect(await update({ promo_target: '/layanan/alur' })).toBeNull()
  })

  it('need an Indonesian title and text', async () => {
    expect(await update({ promo_title: { id: ' ', en: 'Offer' } })).toBe('23514')
    expect(await update({ promo_text: null })).not.toBeNull()
    expect(await update({ promo_title: { id: 'x'.repeat(121) } })).toBe('23514')
  })

  it('are written by admins only', async () => {
    const { data } = await editor.client
      .from('site_settings')
      .update({ promo_enabled: false })
      .eq('id', id)
      .select('id')
    expect(data ?? []).toEqual([])
    // Anon may not even read back what it would change: nothing changes.
    await anon.from('site_settings').update({ promo_enabled: false }).eq('id', id)
    const { data: row } = await t.service().from('site_settings').select('promo_enabled').single()
    expect(row!.promo_enabled).toBe(true)
    expect(await update({ promo_enabled: false })).toBeNull()
    expect(await update({ promo_enabled: true })).toBeNull()
  })
})

describe('WhatsApp number', () => {
  it('is a normalised Indonesian mobile (62 8…), or null', async () => {
    for (const good of ['6281234567890', '628123456789', '62812345678901', null])
      expect(await update({ whatsapp: good }), String(good)).toBeNull()
    for (const bad of [
      '622179901234', // the office landline
      '081234567890', // not normalised
      '+6281234567890',
      '62812345', // too short
      '628123456789012', // too long
      '6280123456789',
    ])
      expect(await update({ whatsapp: bad }), bad).toBe('23514')
  })

  it('is separate from the phone, which keeps the landline for tel: links', async () => {
    const { data } = await anon.rpc('public_layout')
    const settings = (data as { settings: Record<string, unknown> }).settings
    expect(settings.phone).toBe('021-7990-1234')
    expect(await update({ whatsapp: '6281219901234' })).toBeNull()
    const { data: after } = await anon.rpc('public_layout')
    expect((after as { settings: Record<string, unknown> }).settings.whatsapp).toBe('6281219901234')
  })
})
