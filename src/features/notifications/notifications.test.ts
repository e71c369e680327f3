import { describe, expect, inject, it, vi } from 'vitest'

import { testClient } from '@/test/backend'

import { getNotifications } from './api/list-notifications'
import { markRead } from './api/mark-read'
import { getOwnSettings, saveOwnSettings } from './api/notification-settings'
import { defaultSettings, notificationSettingsSchema, receivesAlerts } from './schemas'

// The admin of the shared backend: admins get new-submission alerts unless they turn them off.
vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asAdmin()))

/** The signed-in admin's user id, from the access token's `sub`. */
const adminId = () => {
  const payload = inject('backend').adminToken.split('.')[1]!
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string }).sub
}

/** A visitor's contact message (as anon, through the public RPC); its reference. */
async function contactMessage(): Promise<string> {
  const { data, error } = await testClient('anon').rpc('submit_contact', {
    name: 'Pengunjung Uji',
    email: `notif-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@contoh.test`,
    subject: 'Pertanyaan uji',
    message: 'Pesan uji untuk notifikasi staf.',
  })
  if (error) throw error
  return data as string
}

describe('the bell against the embedded backend', () => {
  it('lists a new visitor message for the admin as unread, then marks it read', async () => {
    const reference = await contactMessage()
    const before = await getNotifications()
    const mine = before.items.find((item) => item.reference === reference)
    expect(mine).toMatchObject({
      kind: 'new_submission',
      entity: 'contact_submissions',
      read_at: null,
    })
    expect(before.unread).toBeGreaterThan(0)

    await markRead([mine!.id])
    const after = await getNotifications()
    expect(after.items.find((item) => item.id === mine!.id)?.read_at).not.toBeNull()
  })

  it("keeps a staff member's own alert settings, and nobody else's", async () => {
    const id = adminId()
    const values = { new_submissions: true, overdue_digest: false, by_email: false }
    await saveOwnSettings({ userId: id, values })
    expect(await getOwnSettings(id)).toEqual(values)
    await saveOwnSettings({ userId: id, values: defaultSettings('admin') })
    expect(await getOwnSettings(id)).toEqual(defaultSettings('admin'))
    // An editor reads only their own row: the admin's is not visible to them.
    const { data } = await testClient('editor').from('notification_settings').select('user_id')
    expect((data ?? []).map((row) => row.user_id)).not.toContain(id)
  })
})

describe('alert settings', () => {
  it('default to everything for admins, new cases (bell and email) for editors; viewers get none', () => {
    expect(defaultSettings('admin')).toEqual({
      new_submissions: true,
      overdue_digest: true,
      by_email: true,
    })
    expect(notificationSettingsSchema.parse(defaultSettings('editor'))).toEqual({
      new_submissions: true,
      overdue_digest: false,
      by_email: true,
    })
    expect([receivesAlerts('admin'), receivesAlerts('editor'), receivesAlerts('viewer')]).toEqual([
      true,
      true,
      false,
    ])
  })
})
