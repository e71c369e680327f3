/**
 * Attachments on complaints and appeals (20261130120000_case_attachments.sql): visitors upload
 * up to three PDF/JPEG/PNG files of at most 5 MB into the private `case-attachments` bucket,
 * only under `incoming/<upload key>/`, and never read, list or remove anything there; the submit
 * RPCs link the files under the key to the new case; exactly the staff who read cases (editors,
 * admins) see the rows and download the files; the retention job removes the rows of anonymised
 * cases and every file linked to no case after a day, bytes included.
 */
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'

import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { removeUnlinkedAttachmentsThroughApi } from '../../supabase/local/attachment-cleanup'
import { removeUnlinkedAttachments } from '../../supabase/local/retention'
import { createBlobStore } from '../../supabase/local/storage/blobs'
import { type Persona, personas } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let service: SupabaseClient
let clients: Record<Persona, SupabaseClient>
let seq = 0

const BUCKET = 'case-attachments'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(32, 1)])
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>')
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)])
const owner = () => t.backend.db.pg

function upload(
  client: SupabaseClient,
  name: string,
  body: Buffer,
  contentType = 'application/pdf',
  originalName?: string,
) {
  return client.storage.from(BUCKET).upload(name, body, {
    contentType,
    ...(originalName ? { metadata: { name: originalName } } : {}),
  })
}

async function objectNames(prefix: string): Promise<string[]> {
  const { rows } = await owner().query<{ name: string }>(
    `select name from storage.objects where bucket_id = $1 and name like $2 order by name`,
    [BUCKET, `${prefix}%`],
  )
  return rows.map((r) => r.name)
}

function complaint(attachments?: string) {
  seq += 1
  return {
    name: 'Budi Santoso',
    email: `lampiran${seq}.${Date.now()}@contoh.test`,
    phone: '0812-3456-7890',
    subject: 'Sertifikat belum terbit',
    description: 'Sudah lebih dari sebulan sertifikat kami belum terbit, mohon dicek.',
    ...(attachments ? { attachments } : {}),
  }
}

function jakartaToday(): string {
  return new Date(Date.now() + 7 * 3600 * 1000).toISOString().slice(0, 10)
}

async function attachmentsOf(key: 'complaint_id' | 'appeal_id', id: string) {
  const { data, error } = await service
    .from('case_attachments')
    .select('object_path, file_name, mime_type, size_bytes')
    .eq(key, id)
    .order('object_path')
  if (error) throw error
  return data as { object_path: string; file_name: string; mime_type: string; size_bytes: number }[]
}

async function caseId(table: 'complaints' | 'appeals', reference: string): Promise<string> {
  const { rows } = await owner().query<{ id: string }>(
    `select id from public.${table} where reference = $1`,
    [reference],
  )
  return rows[0]!.id
}

beforeAll(async () => {
  t = await startBackend()
  service = t.service()
  clients = await personas(t)
})
afterAll(async () => t?.stop())

describe('the case-attachments bucket', () => {
  it('is private, 5 MB, PDF/JPEG/PNG only', async () => {
    const { data, error } = await service.storage.getBucket(BUCKET)
    expect(error).toBeNull()
    expect(data).toMatchObject({ public: false, file_size_limit: 5 * 1024 * 1024 })
    expect([...(data!.allowed_mime_types ?? [])].sort()).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
    ])
  })

  it('lets a visitor upload under incoming/<key>/ but not read, list, replace or remove', async () => {
    const key = randomUUID()
    const name = `incoming/${key}/bukti.pdf`
    expect((await upload(clients.anon, name, PDF)).error).toBeNull()
    expect(await objectNames(`incoming/${key}/`)).toEqual([name])
    const bucket = clients.anon.storage.from(BUCKET)
    expect((await bucket.download(name)).data).toBeNull()
    const { data: listed } = await bucket.list(`incoming/${key}`)
    expect(listed ?? []).toEqual([])
    const { data: removed } = await bucket.remove([name])
    expect(removed ?? []).toEqual([])
    expect(
      (await bucket.upload(name, PDF, { contentType: 'application/pdf', upsert: true })).error,
    ).not.toBeNull()
    expect((await upload(clients.anon, name, PDF)).error).not.toBeNull()
    expect(await objectNames(`incoming/${key}/`)).toEqual([name])
    // No public URL either: the bucket is not public.
    const res = await fetch(`${t.url}/storage/v1/object/public/${BUCKET}/${name}`)
    await res.arrayBuffer()
    expect(res.status).toBe(400)
  })

  it.each([
    ['outside incoming/', 'bukti/x.pdf'],
    ['without an upload key', 'incoming/bukan-uuid/x.pdf'],
    ['with an unsafe file name', `incoming/${randomUUID()}/..x.pdf`],
    ['deeper than the key', `incoming/${randomUUID()}/a/x.pdf`],
  ])('refuses a visitor upload %s', async (_, name) => {
    const { error } = await upload(clients.anon, name, PDF)
    expect(error).not.toBeNull()
    expect(await objectNames(name)).toEqual([])
  })

  it.each([
    ['HTML declared as a PDF', HTML, 'application/pdf', /not a valid application\/pdf/],
    ['a program declared as a PNG', EXE, 'image/png', /not a valid image\/png/],
    ['a PDF declared as a JPEG', PDF, 'image/jpeg', /not a valid image\/jpeg/],
    ['HTML as HTML', HTML, 'text/html', /mime type text\/html is not supported/i],
  ])('refuses %s with a clear message', async (_, body, type, message) => {
    const key = randomUUID()
    const { error } = await upload(clients.anon, `incoming/${key}/berkas.pdf`, body, type)
    expect(error?.message).toMatch(message)
    expect(await objectNames(`incoming/${key}/`)).toEqual([])
  })

  it('refuses a file over 5 MB', async () => {
    const key = randomUUID()
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])
    const { error } = await upload(clients.anon, `incoming/${key}/besar.pdf`, big)
    expect(error).not.toBeNull()
    expect(await objectNames(`incoming/${key}/`)).toEqual([])
  })

  it("counts visitors' uploads per address: past the limit 429, staff uploads not counted", async () => {
    const limited = await startBackend({
      config: { anonUploadRateLimit: { windowSeconds: 3600, perAddress: 2 } },
    })
    try {
      const visitors = limited.anon()
      const key = randomUUID()
      for (const n of [1, 2])
        expect((await upload(visitors, `incoming/${key}/bukti-${n}.pdf`, PDF)).error).toBeNull()
      const third = await upload(visitors, `incoming/${key}/bukti-3.pdf`, PDF)
      expect(third.error).toMatchObject({ statusCode: '429' })
      const { rows } = await limited.backend.db.pg.query<{ name: string }>(
        "select name from storage.objects where bucket_id = 'case-attachments' order by name",
      )
      expect(rows.map((r) => r.name)).toEqual([
        `incoming/${key}/bukti-1.pdf`,
        `incoming/${key}/bukti-2.pdf`,
      ])
      // Staff (signed in) upload to the media library as before.
      const staff = (await personas(limited)).editor
      const media = await staff.storage
        .from('media')
        .upload(`uji/${key}.pdf`, PDF, { contentType: 'application/pdf' })
      expect(media.error).toBeNull()
    } finally {
      await limited.stop()
    }
  })
})

describe('linking the files to a case', () => {
  it('submit_complaint links the files under the key; editors and admins read and download them, nobody else', async () => {
    const key = randomUUID()
    expect(
      (
        await upload(
          clients.anon,
          `incoming/${key}/bukti.pdf`,
          PDF,
          'application/pdf',
          'Bukti bayar (Juni).pdf',
        )
      ).error,
    ).toBeNull()
    expect(
      (await upload(clients.anon, `incoming/${key}/foto.png`, PNG, 'image/png')).error,
    ).toBeNull()
    const { data: reference, error } = await clients.anon.rpc('submit_complaint', complaint(key))
    expect(error).toBeNull()
    const id = await caseId('complaints', reference as string)
    expect(await attachmentsOf('complaint_id', id)).toEqual([
      {
        object_path: `incoming/${key}/bukti.pdf`,
        file_name: 'Bukti bayar (Juni).pdf',
        mime_type: 'application/pdf',
        size_bytes: PDF.length,
      },
      {
        object_path: `incoming/${key}/foto.png`,
        file_name: 'foto.png',
        mime_type: 'image/png',
        size_bytes: PNG.length,
      },
    ])
    for (const persona of ['editor', 'admin'] as Persona[]) {
      const { data: rows } = await clients[persona]
        .from('case_attachments')
        .select('file_name')
        .eq('complaint_id', id)
      expect(rows, persona).toHaveLength(2)
      const { data: file, error: downloadError } = await clients[persona].storage
        .from(BUCKET)
        .download(`incoming/${key}/bukti.pdf`)
      expect(downloadError, persona).toBeNull()
      expect(Buffer.from(await file!.arrayBuffer()).equals(PDF)).toBe(true)
    }
    for (const persona of ['anon', 'noprofile', 'viewer'] as Persona[]) {
      const { data: rows } = await clients[persona]
        .from('case_attachments')
        .select('file_name')
        .eq('complaint_id', id)
      expect(rows ?? [], persona).toEqual([])
      const { data: file } = await clients[persona].storage
        .from(BUCKET)
        .download(`incoming/${key}/bukti.pdf`)
      expect(file, persona).toBeNull()
    }
    // Nobody writes the rows directly, not even an admin.
    const { error: insertError } = await clients.admin.from('case_attachments').insert({
      complaint_id: id,
      object_path: `incoming/${randomUUID()}/x.pdf`,
      file_name: 'x.pdf',
      mime_type: 'application/pdf',
      size_bytes: 10,
    })
    expect(insertError).not.toBeNull()
    const { data: deleted } = await clients.admin
      .from('case_attachments')
      .delete()
      .eq('complaint_id', id)
      .select()
    expect(deleted ?? []).toEqual([])
    expect(await attachmentsOf('complaint_id', id)).toHaveLength(2)
    // The same key again: its files belong to the first case.
    const again = await clients.anon.rpc('submit_complaint', complaint(key))
    expect(again.error).toMatchObject({ hint: 'field:attachments' })
    // Audited like the case: titled by its reference, keys only (the file name may name the
    // person).
    const { data: audit } = await clients.admin
      .from('audit_log')
      .select('action, record_title, changes')
      .eq('table_name', 'case_attachments')
      .contains('changes', { complaint_id: id })
    expect(audit?.map((e) => [e.action, e.record_title])).toEqual([
      ['insert', reference],
      ['insert', reference],
    ])
    expect(JSON.stringify(audit)).not.toContain('Bukti bayar')
  })

  it('submit_appeal links them too', async () => {
    const key = randomUUID()
    expect((await upload(clients.anon, `incoming/${key}/putusan.pdf`, PDF)).error).toBeNull()
    const { data: reference, error } = await clients.anon.rpc('submit_appeal', {
      ...complaint(key),
      company_name: 'PT Contoh Jaya',
      decision_date: jakartaToday(),
    })
    expect(error).toBeNull()
    const id = await caseId('appeals', reference as string)
    expect((await attachmentsOf('appeal_id', id)).map((a) => a.file_name)).toEqual(['putusan.pdf'])
  })

  it('refuses four files, and stores nothing', async () => {
    const key = randomUUID()
    for (const n of [1, 2, 3, 4])
      expect((await upload(clients.anon, `incoming/${key}/bukti-${n}.pdf`, PDF)).error).toBeNull()
    const values = complaint(key)
    const { error } = await clients.anon.rpc('submit_complaint', values)
    expect(error).toMatchObject({
      hint: 'field:attachments',
      message: 'Paling banyak 3 lampiran.',
      details: 'At most 3 attachments.',
    })
    const { rows } = await owner().query('select 1 from public.complaints where email = $1', [
      values.email,
    ])
    expect(rows).toEqual([])
  })

  it('refuses a key with no files, or that is not a key', async () => {
    for (const key of [randomUUID(), 'incoming/../x']) {
      const { error } = await clients.anon.rpc('submit_complaint', complaint(key))
      expect(error, key).toMatchObject({ hint: 'field:attachments' })
    }
  })

  it('does not link uploads older than two hours', async () => {
    const key = randomUUID()
    expect((await upload(clients.anon, `incoming/${key}/lama.pdf`, PDF)).error).toBeNull()
    await owner().query(
      `update storage.objects set created_at = now() - interval '3 hours' where bucket_id = $1 and name like $2`,
      [BUCKET, `incoming/${key}/%`],
    )
    const { error } = await clients.anon.rpc('submit_complaint', complaint(key))
    expect(error).toMatchObject({ hint: 'field:attachments' })
  })
})

describe('retention', () => {
  it('removes the attachments of an anonymised case and unclaimed uploads after a day, rows and bytes', async () => {
    const blobs = createBlobStore(join(t.dataDir, 'storage'))
    const versionOf = async (name: string) => {
      const { rows } = await owner().query<{ version: string | null }>(
        'select version from storage.objects where bucket_id = $1 and name = $2',
        [BUCKET, name],
      )
      return rows[0]!.version
    }
    const oldKey = randomUUID()
    const openKey = randomUUID()
    const strayKey = randomUUID()
    const freshKey = randomUUID()
    for (const key of [oldKey, openKey, strayKey, freshKey])
      expect((await upload(clients.anon, `incoming/${key}/bukti.pdf`, PDF)).error).toBeNull()
    const old = await clients.anon.rpc('submit_complaint', complaint(oldKey))
    const open = await clients.anon.rpc('submit_complaint', complaint(openKey))
    const oldId = await caseId('complaints', old.data as string)
    const openId = await caseId('complaints', open.data as string)
    const oldName = `incoming/${oldKey}/bukti.pdf`
    const oldVersion = await versionOf(oldName)
    expect((await blobs.read(BUCKET, oldName, oldVersion))?.equals(PDF)).toBe(true)

    await owner().query(
      `update public.complaints set status = 'selesai', resolution = 'Selesai.' where id = $1`,
      [oldId],
    )
    await owner().query(
      `update public.complaints set closed_at = now() - interval '25 months' where id = $1`,
      [oldId],
    )
    // Everything uploaded "two days ago", except the fresh unclaimed upload.
    await owner().query(
      `update storage.objects set created_at = now() - interval '2 days'
       where bucket_id = $1 and name like any($2::text[])`,
      [BUCKET, [oldKey, openKey, strayKey].map((k) => `incoming/${k}/%`)],
    )
    await owner().query('select private.anonymise_closed_submissions(24)')
    expect(await attachmentsOf('complaint_id', oldId)).toEqual([])
    expect(await attachmentsOf('complaint_id', openId)).toHaveLength(1)

    expect(await removeUnlinkedAttachments(t.backend.db, blobs)).toBe(2)
    expect(await objectNames(`incoming/${oldKey}/`)).toEqual([])
    expect(await objectNames(`incoming/${strayKey}/`)).toEqual([])
    expect(await objectNames(`incoming/${openKey}/`)).toHaveLength(1)
    expect(await objectNames(`incoming/${freshKey}/`)).toHaveLength(1)
    // The bytes are gone from the disk too.
    expect(await blobs.read(BUCKET, oldName, oldVersion)).toBeUndefined()
    const download = await clients.editor.storage
      .from(BUCKET)
      .download(`incoming/${openKey}/bukti.pdf`)
    expect(download.error).toBeNull()
  })
  it('hosted: a front with the service-role key removes the same files through the API', async () => {
    const stray = randomUUID()
    const fresh = randomUUID()
    for (const key of [stray, fresh])
      expect((await upload(clients.anon, `incoming/${key}/bukti.pdf`, PDF)).error).toBeNull()
    await owner().query(
      `update storage.objects set created_at = now() - interval '2 days'
       where bucket_id = $1 and name like $2`,
      [BUCKET, `incoming/${stray}/%`],
    )
    // The list is the service role's only.
    for (const persona of ['anon', 'editor', 'admin'] as Persona[]) {
      const { error } = await clients[persona].rpc('unlinked_case_attachments', { hours: 24 })
      expect(error, persona).not.toBeNull()
    }
    const api = { supabaseUrl: t.url, serviceRoleKey: t.serviceRoleKey }
    expect(await removeUnlinkedAttachmentsThroughApi(api)).toBe(1)
    expect(await objectNames(`incoming/${stray}/`)).toEqual([])
    expect(await objectNames(`incoming/${fresh}/`)).toHaveLength(1)
    expect(await removeUnlinkedAttachmentsThroughApi(api)).toBe(0)
  })
})
