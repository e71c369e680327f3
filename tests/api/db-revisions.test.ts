/**
 * Revisions: every save of the six content tables keeps the whole row as a new
 * version, with who, when and which fields changed, linked from the save's audit entry; a
 * restore writes an old version's content back as a new version, only over the version the
 * editor loaded; retention keeps the newest N per item. Through the REST API as each role.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Account, createAccount, withoutReview } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let service: SupabaseClient
let editor: Account
let admin: Account
let viewer: Account

interface Revision {
  id: number
  table_name: string
  record_id: string
  version: number
  action: string
  data: Record<string, unknown>
  changed_fields: string[]
  restored_version: number | null
  actor_id: string | null
  actor_name: string | null
  audit_log_id: number | null
  created_at: string
}

const tr = (id: string, en = `${id} (en)`) => ({ id, en })
let seq = 0
const next = () => ++seq

/** A fresh row for each of the six tables, and one content change of it. */
const TABLES: Record<
  string,
  { row: () => Record<string, unknown>; edit: Record<string, unknown> }
> = {
  cms_pages: {
    row: () => ({ slug: `revisi-${next()}`, title: tr('Halaman revisi'), is_published: false }),
    edit: { content: tr('Isi baru') },
  },
  articles: {
    row: () => ({ slug: `berita-revisi-${next()}`, title: tr('Berita revisi'), status: 'draft' }),
    edit: { excerpt: tr('Ringkasan baru') },
  },
  faqs: {
    row: () => ({ question: tr(`Tanya ${next()}?`), answer: tr('Jawab.') }),
    edit: { answer: tr('Jawaban baru.') },
  },
  legal_products: {
    row: () => ({ title: tr(`Peraturan ${next()}`), category: 'Lainnya' }),
    edit: { number: '12' },
  },
  alur_sertifikasi: {
    row: () => ({ step_order: 60 + next(), title: tr('Langkah revisi') }),
    edit: { description: tr('Uraian baru') },
  },
  hero_slides: {
    row: () => ({ title: tr(`Slide ${next()}`), is_published: false }),
    edit: { subtitle: tr('Subjudul baru') },
  },
}

async function revisions(client: SupabaseClient, table: string, id: string) {
  const { data, error } = await client
    .from('content_revisions')
    .select('*')
    .eq('table_name', table)
    .eq('record_id', id)
    .order('version')
  if (error) throw error
  return data as Revision[]
}

async function insert(client: SupabaseClient, table: string, row: Record<string, unknown>) {
  const { data, error } = await client.from(table).insert(row).select('*').single()
  if (error) throw error
  return data as Record<string, unknown> & { id: string; updated_at: string }
}

async function update(
  client: SupabaseClient,
  table: string,
  id: string,
  patch: Record<string, unknown>,
) {
  const { data, error } = await client.from(table).update(patch).eq('id', id).select('*').single()
  if (error) throw error
  return data as Record<string, unknown> & { id: string; updated_at: string }
}

beforeAll(async () => {
  t = await startBackend()
  // Editors publish here; review before publishing has its own tests (review.test.ts).
  await withoutReview(t)
  service = t.service()
  editor = await createAccount(t, 'editor')
  admin = await createAccount(t, 'admin')
  viewer = await createAccount(t, 'viewer')
})
afterAll(async () => t?.stop())

describe('a revision is written on every save', () => {
  it.each(Object.keys(TABLES))(
    '%s: the insert is version 1, each save the next, whole rows with the changed fields, linked from the audit log',
    async (table) => {
      const spec = TABLES[table]
      const created = await insert(editor.client, table, spec.row())
      const saved = await update(editor.client, table, created.id, spec.edit)

      const versions = await revisions(viewer.client, table, created.id)
      expect(versions.map((r) => [r.version, r.action])).toEqual([
        [1, 'insert'],
        [2, 'update'],
      ])
      const [first, second] = versions
      // Whole rows as saved, including the columns the save did not touch.
      expect(first.data).toEqual(created)
      expect(second.data).toEqual(saved)
      expect(first.changed_fields).toEqual(expect.arrayContaining(Object.keys(spec.row())))
      expect(second.changed_fields).toEqual(Object.keys(spec.edit))
      expect(second.actor_id).toBe(editor.id)
      expect(second.actor_name).toMatch(/^Uji editor/)

      // The audit entry of each save points at its version.
      const { data: audit } = await admin.client
        .from('audit_log')
        .select('id, action')
        .eq('table_name', table)
        .eq('record_id', created.id)
        .order('id')
      expect(audit).toHaveLength(2)
      expect(versions.map((r) => r.audit_log_id)).toEqual(audit!.map((a) => a.id))
    },
  )

  it('skips a save that changes nothing or only the position (a reorder)', async () => {
    const faq = await insert(editor.client, 'faqs', TABLES.faqs.row())
    await update(editor.client, 'faqs', faq.id, { sort_order: 990 })
    await update(editor.client, 'faqs', faq.id, { answer: faq.answer })
    expect((await revisions(editor.client, 'faqs', faq.id)).map((r) => r.version)).toEqual([1])
    await update(editor.client, 'faqs', faq.id, { sort_order: 980, category: 'biaya' })
    const [, second] = await revisions(editor.client, 'faqs', faq.id)
    expect(second.changed_fields).toEqual(['category', 'sort_order'])
  })

  it('keeps the version a save replaces when the item predates its history', async () => {
    const owner = t.backend.db.pg
    await owner.exec('alter table public.faqs disable trigger faqs_revision')
    const old = await insert(service, 'faqs', TABLES.faqs.row())
    await owner.exec('alter table public.faqs enable trigger faqs_revision')
    expect(await revisions(editor.client, 'faqs', old.id)).toEqual([])

    const saved = await update(editor.client, 'faqs', old.id, { answer: tr('Diperbarui.') })
    const [baseline, update1] = await revisions(editor.client, 'faqs', old.id)
    expect(baseline).toMatchObject({ version: 1, action: 'baseline', actor_id: null, data: old })
    expect(new Date(baseline.created_at).getTime()).toBe(new Date(old.updated_at).getTime())
    expect(update1).toMatchObject({ version: 2, action: 'update', data: saved })
  })

  it('records seeded content as created by the system', async () => {
    const { data } = await viewer.client
      .from('content_revisions')
      .select('table_name, action, actor_id')
      .eq('version', 1)
    const tables = new Set((data ?? []).map((r) => r.table_name))
    expect([...tables].sort()).toEqual(Object.keys(TABLES).sort())
  })
})

describe('restoring a version', () => {
  it('writes its content back as a new version, keeping address, position and publication, and the audit log shows it', async () => {
    const article = await insert(editor.client, 'articles', {
      slug: `pulih-${next()}`,
      title: tr('Judul pertama'),
      content: tr('Isi pertama'),
      status: 'draft',
    })
    const edited = await update(editor.client, 'articles', article.id, {
      title: tr('Judul kedua'),
      content: tr('Isi kedua'),
      slug: `pulih-baru-${next()}`,
      status: 'published',
    })
    const [v1] = await revisions(editor.client, 'articles', article.id)

    const { data: restored, error } = await admin.client.rpc('restore_revision', {
      revision_id: v1.id,
      expected_updated_at: edited.updated_at,
    })
    expect(error).toBeNull()
    expect(restored).toMatchObject({
      title: tr('Judul pertama'),
      content: tr('Isi pertama'),
      // Where and whether it appears stays as it is now.
      slug: edited.slug,
      status: 'published',
      published_at: edited.published_at,
    })
    expect(restored.updated_at).not.toBe(edited.updated_at)

    const versions = await revisions(editor.client, 'articles', article.id)
    expect(versions.map((r) => r.version)).toEqual([1, 2, 3])
    const v3 = versions[2]
    expect(v3).toMatchObject({ action: 'restore', restored_version: 1, actor_id: admin.id })
    // In the table's column order.
    expect(v3.changed_fields).toEqual(['title', 'content'])
    // History is not rewritten: the versions before are as they were.
    expect(versions[1].data).toEqual(edited)

    const { data: audit } = await admin.client
      .from('audit_log')
      .select('id, action, actor_id, changes')
      .eq('id', v3.audit_log_id!)
      .single()
    expect(audit).toMatchObject({ action: 'update', actor_id: admin.id })
    expect(audit!.changes).toMatchObject({
      title: { old: tr('Judul kedua'), new: tr('Judul pertama') },
    })
  })

  it('changes nothing when the item changed since it was loaded, and answers null', async () => {
    const faq = await insert(editor.client, 'faqs', TABLES.faqs.row())
    const loaded = await update(editor.client, 'faqs', faq.id, { answer: tr('Versi dua.') })
    const [v1] = await revisions(editor.client, 'faqs', faq.id)
    const other = await update(admin.client, 'faqs', faq.id, { answer: tr('Orang lain.') })

    const { data, error } = await editor.client.rpc('restore_revision', {
      revision_id: v1.id,
      expected_updated_at: loaded.updated_at,
    })
    expect(error).toBeNull()
    expect(data).toBeNull()
    const { data: now } = await service.from('faqs').select('*').eq('id', faq.id).single()
    expect(now).toEqual(other)
    expect(await revisions(editor.client, 'faqs', faq.id)).toHaveLength(3)
  })

  it('is for editors and admins only: viewers and visitors are refused', async () => {
    const faq = await insert(editor.client, 'faqs', TABLES.faqs.row())
    const saved = await update(editor.client, 'faqs', faq.id, { answer: tr('Dua.') })
    const [v1] = await revisions(editor.client, 'faqs', faq.id)
    const args = { revision_id: v1.id, expected_updated_at: saved.updated_at }
    const byViewer = await viewer.client.rpc('restore_revision', args)
    expect(byViewer.error?.code).toBe('42501')
    const byAnon = await t.anon().rpc('restore_revision', args)
    expect(byAnon.error).not.toBeNull()
    const { data: now } = await service.from('faqs').select('answer').eq('id', faq.id).single()
    expect(now!.answer).toEqual(tr('Dua.'))
  })

  it('keeps the current value of a column the version does not have (added since)', async () => {
    const owner = t.backend.db.pg
    const faq = await insert(editor.client, 'faqs', TABLES.faqs.row())
    await update(editor.client, 'faqs', faq.id, { answer: tr('Dua.') })
    await owner.exec(
      `alter table public.faqs add column seo_note text check (char_length(seo_note) <= 50)`,
    )
    try {
      await owner.query(`update public.faqs set seo_note = 'catatan' where id = $1`, [faq.id])
      const { data: withNote } = await service
        .from('faqs')
        .select('updated_at')
        .eq('id', faq.id)
        .single()
      const [v1] = await revisions(editor.client, 'faqs', faq.id)
      const { data, error } = await editor.client.rpc('restore_revision', {
        revision_id: v1.id,
        expected_updated_at: withNote!.updated_at,
      })
      expect(error).toBeNull()
      expect(data).toMatchObject({ answer: faq.answer, seo_note: 'catatan' })
    } finally {
      await owner.exec('alter table public.faqs drop column seo_note')
    }
  })

  it('answers a clear error for a version that no longer exists', async () => {
    const { error } = await editor.client.rpc('restore_revision', {
      revision_id: 987654321,
      expected_updated_at: new Date().toISOString(),
    })
    expect(error?.code).toBe('P0002')
  })
})

describe('retention', () => {
  it('keeps the newest versions per item, as many as the site setting says', async () => {
    const { data: settings } = await service.from('site_settings').select('id').single()
    await service.from('site_settings').update({ revision_retention: 3 }).eq('id', settings!.id)
    try {
      const slide = await insert(editor.client, 'hero_slides', TABLES.hero_slides.row())
      for (let i = 1; i <= 4; i++)
        await update(editor.client, 'hero_slides', slide.id, { subtitle: tr(`Versi ${i}`) })
      const kept = await revisions(editor.client, 'hero_slides', slide.id)
      expect(kept.map((r) => r.version)).toEqual([3, 4, 5])
      expect(kept[2].data.subtitle).toEqual(tr('Versi 4'))
    } finally {
      await service.from('site_settings').update({ revision_retention: 50 }).eq('id', settings!.id)
    }
  })

  it('refuses a retention outside 1–500', async () => {
    const { data: settings } = await service.from('site_settings').select('id').single()
    const { error } = await admin.client
      .from('site_settings')
      .update({ revision_retention: 0 })
      .eq('id', settings!.id)
    expect(error?.code).toBe('23514')
  })
})

describe('who may touch the history', () => {
  it('lets staff read it, visitors not, and nobody write it, not even the service role', async () => {
    const faq = await insert(editor.client, 'faqs', TABLES.faqs.row())
    expect(await revisions(viewer.client, 'faqs', faq.id)).toHaveLength(1)
    const { data: anonRows } = await t.anon().from('content_revisions').select('id').limit(1)
    expect(anonRows ?? []).toEqual([])
    const [v1] = await revisions(admin.client, 'faqs', faq.id)
    for (const client of [admin.client, service]) {
      const forged = await client.from('content_revisions').insert({
        table_name: 'faqs',
        record_id: faq.id,
        version: 99,
        action: 'update',
        data: {},
      })
      expect(forged.error).not.toBeNull()
      await client.from('content_revisions').update({ version: 42 }).eq('id', v1.id)
      await client.from('content_revisions').delete().eq('id', v1.id)
    }
    expect(await revisions(viewer.client, 'faqs', faq.id)).toEqual([v1])
  })
})
