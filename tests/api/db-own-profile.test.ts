/**
 * Every staff member edits their own name; only admins change roles or other people's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Account, createAccount } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let viewer: Account
let editor: Account
let admin: Account

beforeAll(async () => {
  t = await startBackend()
  admin = await createAccount(t, 'admin')
  editor = await createAccount(t, 'editor')
  viewer = await createAccount(t, 'viewer')
})

afterAll(async () => {
  await t?.stop()
})

describe('own profile', () => {
  it('lets a viewer and an editor change their own full name', async () => {
    for (const account of [viewer, editor]) {
      const { data, error } = await account.client
        .from('app_users')
        .update({ full_name: 'Nama Diperbarui' })
        .eq('id', account.id)
        .select('full_name')
      expect(error).toBeNull()
      expect(data).toEqual([{ full_name: 'Nama Diperbarui' }])
    }
  })

  it('refuses a non-admin changing their own role, and keeps it', async () => {
    const { error } = await editor.client
      .from('app_users')
      .update({ role: 'admin' })
      .eq('id', editor.id)
    expect(error?.code).toBe('42501')
    expect(error?.details).toBe('Only admins can change roles.')
    const { data } = await t.service().from('app_users').select('role').eq('id', editor.id).single()
    expect(data?.role).toBe('editor')
  })

  it("never touches another person's row for a non-admin", async () => {
    const { data, error } = await editor.client
      .from('app_users')
      .update({ full_name: 'Diambil alih' })
      .eq('id', viewer.id)
      .select()
    expect(error).toBeNull()
    expect(data).toEqual([])
  })

  it('still lets an admin change roles and names of others', async () => {
    const { data, error } = await admin.client
      .from('app_users')
      .update({ role: 'editor', full_name: 'Staf Dipromosikan' })
      .eq('id', viewer.id)
      .select('role, full_name')
    expect(error).toBeNull()
    expect(data).toEqual([{ role: 'editor', full_name: 'Staf Dipromosikan' }])
  })
})
