import { describe, expect, it, vi } from 'vitest'

import { parseListParams } from '@/lib/resource/list-params'
import { testClient } from '@/test/backend'

import { resolveMessage } from './api/resolve-message'
import { actionsFor, asOutboxStatus } from './lib'
import { outboxResource } from './outbox-resource'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asAdmin()))

/** A visitor's contact message: the database queues its acknowledgement to the visitor. */
async function queuedAlert() {
  const { data, error } = await testClient('anon').rpc('submit_contact', {
    name: 'Pengunjung Uji',
    email: `outbox-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@contoh.test`,
    subject: 'Pertanyaan uji',
    message: 'Pesan uji untuk kotak keluar.',
  })
  if (error) throw error
  const reference = data as string
  const { rows } = await outboxResource.getList(
    parseListParams(new URLSearchParams({ q: reference }), []),
  )
  const acknowledgement = rows.find((row) => row.audience === 'submitter')
  expect(acknowledgement).toBeDefined()
  return acknowledgement!
}

const statusOf = async (id: string) => (await outboxResource.getOne(id))?.status

describe('the outbox against the embedded backend (admins)', () => {
  it('lists the acknowledgement of a new message; an admin cancels it and sends it again', async () => {
    const message = await queuedAlert()
    expect(message).toMatchObject({ kind: 'received', status: 'pending' })

    await resolveMessage({ id: message.id, action: 'cancel' })
    expect(await statusOf(message.id)).toBe('cancelled')
    // What the database allows matches what the screen offers for each state.
    expect(actionsFor('cancelled')).toEqual(['retry'])
    const refused = await resolveMessage({ id: message.id, action: 'sent' }).catch((e) => e)
    expect(refused).toMatchObject({ code: '22023' })
    await resolveMessage({ id: message.id, action: 'retry' })
    expect(await statusOf(message.id)).toBe('pending')
    await resolveMessage({ id: message.id, action: 'cancel' })
  })

  it('is for admins only: an editor sees no message and cannot resolve one', async () => {
    const message = await queuedAlert()
    const editor = testClient('editor')
    const { data } = await editor.from('outbox').select('id').eq('id', message.id)
    expect(data ?? []).toEqual([])
    const { error } = await editor.rpc('outbox_resolve', {
      message_id: message.id,
      action: 'cancel',
    })
    expect(error?.code).toBe('42501')
    expect(await statusOf(message.id)).toBe('pending')
    await resolveMessage({ id: message.id, action: 'cancel' })
  })
})

describe('message states', () => {
  it('offer what the database permits, and read unknown states as pending', () => {
    expect(actionsFor('unknown')).toEqual(['sent', 'retry', 'cancel'])
    expect(actionsFor('failed')).toEqual(['retry', 'cancel'])
    expect(actionsFor('pending')).toEqual(['cancel'])
    expect(actionsFor('sent')).toEqual([])
    expect(asOutboxStatus('sending')).toBe('sending')
    expect(asOutboxStatus('weird')).toBe('pending')
  })
})
