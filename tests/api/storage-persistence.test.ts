/**
 * Stored objects outlive the process: the bytes on disk under the data folder and the
 * storage.objects row both come back after a restart on the same folder.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { createClient } from '@supabase/supabase-js'
import { afterAll, expect, it } from 'vitest'
import WebSocket from 'ws'

import { createBackend } from '../../supabase/local/server'

/** A PNG signature, then text: the server checks that a file declared as PNG starts like one. */
const PNG = '\x89PNG\r\n\x1a\n'
const dataDir = mkdtempSync(join(tmpdir(), 'lsbu-storage-'))
const migrationsDir = fileURLToPath(new URL('./fixtures/storage', import.meta.url))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

async function serve() {
  const backend = await createBackend({ dataDir, migrationsDir, seedFile: null })
  const url = await backend.listen(0)
  const client = createClient(url, backend.config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  })
  return { backend, url, client }
}

it('serves an uploaded object again after a restart on the same data folder', async () => {
  const first = await serve()
  const upload = await first.client.storage
    .from('pictures')
    .upload(
      'kept/photo.png',
      new Blob([Buffer.from(`${PNG}persisted bytes`, 'latin1')], { type: 'image/png' }),
    )
  expect(upload.error).toBeNull()
  await first.backend.close()

  const second = await serve()
  try {
    const res = await fetch(`${second.url}/storage/v1/object/public/pictures/kept/photo.png`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await res.arrayBuffer()).toString('latin1')).toBe(`${PNG}persisted bytes`)
    const listed = await second.client.storage.from('pictures').list('kept')
    expect(listed.data!.map((e) => e.name)).toEqual(['photo.png'])
  } finally {
    await second.backend.close()
  }
})

it('keeps objects in memory when the backend has no data folder', async () => {
  const backend = await createBackend({ migrationsDir, seedFile: null })
  try {
    const url = await backend.listen(0)
    const client = createClient(url, backend.config.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    })
    expect(
      (
        await client.storage
          .from('pictures')
          .upload(
            'mem.png',
            new Blob([Buffer.from(`${PNG}in memory`, 'latin1')], { type: 'image/png' }),
          )
      ).error,
    ).toBeNull()
    const res = await fetch(`${url}/storage/v1/object/public/pictures/mem.png`)
    expect(Buffer.from(await res.arrayBuffer()).toString('latin1')).toBe(`${PNG}in memory`)
    expect((await client.storage.from('pictures').remove(['mem.png'])).data).toHaveLength(1)
    expect((await fetch(`${url}/storage/v1/object/public/pictures/mem.png`)).status).toBe(400)
  } finally {
    await backend.close()
  }
})
