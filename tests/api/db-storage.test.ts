/**
 * The `media` bucket through /storage/v1 with storage-js: public download for everyone,
 * uploads, replacements and removals for editors and admins only, listing for staff only
 * (no anonymous enumeration), images and PDF up to 10 MB.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Persona, personas } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let service: SupabaseClient
let clients: Record<Persona, SupabaseClient>
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'
const blob = (type = 'image/svg+xml', body: BlobPart = svg) => new Blob([body], { type })
let seq = 0
const path = (folder = 'uji') => `${folder}/berkas-${++seq}.svg`

async function publicStatus(name: string): Promise<number> {
  const { data } = service.storage.from('media').getPublicUrl(name)
  const res = await fetch(data.publicUrl)
  await res.arrayBuffer()
  return res.status
}

beforeAll(async () => {
  t = await startBackend({ seedFile: null })
  service = t.service()
  clients = await personas(t)
})
afterAll(async () => t?.stop())

describe('media bucket', () => {
  it('is public, limited to 10 MB of images and PDF', async () => {
    const { data, error } = await service.storage.getBucket('media')
    expect(error).toBeNull()
    expect(data).toMatchObject({ public: true, file_size_limit: 10 * 1024 * 1024 })
    expect([...(data!.allowed_mime_types ?? [])].sort()).toEqual(
      ['application/pdf', 'image/jpeg', 'image/png', 'image/svg+xml', 'image/webp'].sort(),
    )
  })

  it.each(['editor', 'admin'] as Persona[])(
    'lets an %s upload, replace and remove files',
    async (persona) => {
      const bucket = clients[persona].storage.from('media')
      const name = path(persona)
      expect((await bucket.upload(name, blob())).error).toBeNull()
      expect(await publicStatus(name)).toBe(200)
      expect(
        (
          await bucket.upload(name, blob('image/svg+xml', svg.replace('10', '12')), {
            upsert: true,
          })
        ).error,
      ).toBeNull()
      const { data: removed, error } = await bucket.remove([name])
      expect(error).toBeNull()
      expect(removed).toHaveLength(1)
      expect(await publicStatus(name)).toBe(400)
    },
  )

  it.each(['anon', 'noprofile', 'viewer'] as Persona[])(
    'refuses uploads by %s',
    async (persona) => {
      const name = path(persona)
      const { error } = await clients[persona].storage.from('media').upload(name, blob())
      expect(error).toMatchObject({ statusCode: expect.stringMatching(/^40[13]$/) })
      expect(await publicStatus(name)).toBe(400)
    },
  )

  it.each(['anon', 'noprofile', 'viewer'] as Persona[])(
    'does not let %s remove or replace a file',
    async (persona) => {
      const name = path('tetap')
      expect((await clients.editor.storage.from('media').upload(name, blob())).error).toBeNull()
      const bucket = clients[persona].storage.from('media')
      const removed = await bucket.remove([name])
      expect(removed.error ? [] : removed.data).toEqual([])
      const replaced = await bucket.upload(
        name,
        blob('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'),
        { upsert: true },
      )
      expect(replaced.error).not.toBeNull()
      expect(await publicStatus(name)).toBe(200)
    },
  )

  it('serves files to everyone by public URL but lists them to staff only', async () => {
    const name = path('daftar')
    await clients.admin.storage.from('media').upload(name, blob())
    const anonList = await clients.anon.storage.from('media').list('daftar')
    expect(anonList.error ? [] : anonList.data).toEqual([])
    for (const persona of ['viewer', 'editor', 'admin'] as Persona[]) {
      const { data, error } = await clients[persona].storage.from('media').list('daftar')
      expect(error).toBeNull()
      expect(data!.map((f) => f.name)).toContain(name.split('/')[1])
    }
  })

  it('refuses file types other than images and PDF, and files over 10 MB', async () => {
    const bucket = clients.editor.storage.from('media')
    const text = await bucket.upload('uji/catatan.txt', blob('text/plain', 'halo'))
    expect(text.error).not.toBeNull()
    const html = await bucket.upload(
      'uji/halaman.html',
      blob('text/html', '<script>alert(1)</script>'),
    )
    expect(html.error).not.toBeNull()
    const pdf = await bucket.upload('uji/dokumen.pdf', blob('application/pdf', '%PDF-1.4\n%%EOF\n'))
    expect(pdf.error).toBeNull()
    const big = await bucket.upload(
      'uji/besar.png',
      blob('image/png', new Uint8Array(10 * 1024 * 1024 + 1)),
    )
    expect(big.error).not.toBeNull()
    expect(await publicStatus('uji/besar.png')).toBe(400)
  })
})
