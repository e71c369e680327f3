/**
 * The media library (ADR 021) through the real API: every upload gets its library
 * row (name, type, size, dimensions, uploader) from the storage trigger; where a file is used
 * follows the content as it changes (url columns, Markdown, a column added later); a file in
 * use cannot be deleted — not by an editor through Storage, not by the service role —, an
 * unused one can, with its row; the cleanup preview lists only unused files older than N
 * days; staff read, editors and admins change only the alt text.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Account, type Persona, personas } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let service: SupabaseClient
let clients: Record<Persona, SupabaseClient>
let accounts: Partial<Record<Persona, Account>>
let seq = 0

const svg = (w = 40, h = 30) =>
  new Blob(
    [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="1" height="1"/></svg>`,
    ],
    { type: 'image/svg+xml' },
  )
const pdf = () => new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' })

interface LibraryRow {
  id: string
  object_name: string
  name: string
  mime_type: string
  kind: string
  size_bytes: number
  width: number | null
  height: number | null
  alt: { id: string; en?: string }
  uploaded_by: string | null
  uploader_name: string | null
  uses: { table: string; id: string; key: string; column: string; title: string }[]
  use_count: number
}

/** Uploads as an editor (with the user metadata the site's upload field sends). */
async function upload(
  metadata: Record<string, unknown> = {},
  file: Blob = svg(),
  ext = 'svg',
): Promise<{ name: string; url: string }> {
  const name = `uji/${Date.now()}-berkas-${++seq}.${ext}`
  const bucket = clients.editor.storage.from('media')
  const { error } = await bucket.upload(name, file, { contentType: file.type, metadata })
  if (error) throw error
  return { name, url: bucket.getPublicUrl(name).data.publicUrl }
}

async function library(objectName: string, client = clients.editor): Promise<LibraryRow> {
  const { data, error } = await client
    .from('media_library')
    .select('*')
    .eq('object_name', objectName)
    .single()
  if (error) throw error
  return data as LibraryRow
}

/**
 * Deletes content for good: the editor's delete moves it to the trash, where it still uses its
 * files (docs/decisions/031-trash.md); the admin's "delete for good" ends that.
 */
async function deleteForGood(table: 'articles' | 'cms_pages', id: string): Promise<void> {
  await clients.editor.from(table).delete().eq('id', id)
  const { data, error } = await clients.admin.rpc('empty_trash', { target: table, ids: [id] })
  expect(error).toBeNull()
  expect(data).toBe(1)
}

async function publicStatus(url: string): Promise<number> {
  const res = await fetch(url)
  await res.arrayBuffer()
  return res.status
}

async function article(values: Record<string, unknown>): Promise<string> {
  const { data, error } = await clients.editor
    .from('articles')
    .insert({
      slug: `media-uji-${Date.now()}-${++seq}`,
      title: { id: `Artikel media ${seq}` },
      status: 'draft',
      ...values,
    })
    .select('id')
    .single()
  if (error) throw error
  return (data as { id: string }).id
}

beforeAll(async () => {
  t = await startBackend()
  service = t.service()
  const p = await personas(t)
  clients = p
  accounts = p.accounts
})
afterAll(async () => t?.stop())

describe('library rows', () => {
  it('records every upload with its name, type, size, dimensions and uploader', async () => {
    const file = await upload({ name: 'Gedung Kantor.svg', width: 40, height: 30 })
    const row = await library(file.name)
    expect(row).toMatchObject({
      name: 'Gedung Kantor.svg',
      mime_type: 'image/svg+xml',
      kind: 'image',
      width: 40,
      height: 30,
      uploaded_by: accounts.editor!.id,
      uploader_name: expect.stringContaining('Uji editor'),
      uses: [],
      use_count: 0,
    })
    expect(row.size_bytes).toBe((await svg().arrayBuffer()).byteLength)

    const doc = await upload({}, pdf(), 'pdf')
    expect(await library(doc.name)).toMatchObject({
      kind: 'pdf',
      mime_type: 'application/pdf',
      // No metadata: the object's own name, no dimensions.
      name: doc.name.split('/')[1],
      width: null,
      height: null,
    })
  })

  it('ignores user metadata that is not a name or a sensible size', async () => {
    const file = await upload({ name: '\u0007', width: -3, height: 'besar' })
    expect(await library(file.name)).toMatchObject({
      name: file.name.split('/')[1],
      width: null,
      height: null,
    })
  })

  it('lets staff read the library, and nobody anonymous', async () => {
    const file = await upload()
    for (const persona of ['noprofile', 'viewer', 'editor', 'admin'] as Persona[])
      expect((await library(file.name, clients[persona])).object_name).toBe(file.name)
    const anon = await clients.anon.from('media_library').select('id')
    expect(anon.error ? [] : anon.data).toEqual([])
    const anonTable = await clients.anon.from('media_files').select('id')
    expect(anonTable.error ? [] : anonTable.data).toEqual([])
    const anonUses = await clients.anon.rpc('media_usages')
    expect(anonUses.error).not.toBeNull()
  })

  it('lets editors and admins change the alt text, and nothing else', async () => {
    const file = await upload()
    const { id } = await library(file.name)
    for (const persona of ['editor', 'admin'] as Persona[]) {
      const alt = { id: `Gedung ${persona}`, en: `Building ${persona}` }
      const { data, error } = await clients[persona]
        .from('media_files')
        .update({ alt })
        .eq('id', id)
        .select('alt')
      expect(error).toBeNull()
      expect(data).toEqual([{ alt }])
    }
    const renamed = await clients.editor
      .from('media_files')
      .update({ name: 'lain.svg' })
      .eq('id', id)
    expect(renamed.error?.code).toBe('42501')
    const viewer = await clients.viewer
      .from('media_files')
      .update({ alt: { id: 'Penonton' } })
      .eq('id', id)
      .select('id')
    expect(viewer.error ? [] : viewer.data).toEqual([])
    expect((await library(file.name)).alt).toEqual({ id: 'Gedung admin', en: 'Building admin' })
    // Rows come and go with their files only.
    const inserted = await clients.admin
      .from('media_files')
      .insert({ object_name: 'palsu.svg', name: 'palsu.svg', mime_type: 'image/svg+xml' })
    expect(inserted.error).not.toBeNull()
    await clients.admin.from('media_files').delete().eq('id', id)
    expect((await library(file.name)).id).toBe(id)
  })

  it('audits alt text changes with the editor as actor', async () => {
    const file = await upload()
    const { id } = await library(file.name)
    await clients.editor
      .from('media_files')
      .update({ alt: { id: 'Teks alt' } })
      .eq('id', id)
    const { data } = await clients.admin
      .from('audit_log')
      .select('action, actor_id, changes')
      .eq('table_name', 'media_files')
      .eq('record_id', id)
      .order('id')
    expect(data!.map((r) => r.action)).toEqual(['insert', 'update'])
    expect(data![1]).toMatchObject({ actor_id: accounts.editor!.id, changes: { alt: {} } })
  })
})

describe('usage tracking', () => {
  it('follows content as it is created, changed and deleted', async () => {
    const file = await upload()
    expect((await library(file.name)).use_count).toBe(0)

    const articleId = await article({ cover_image_url: file.url, cover_alt: { id: 'Sampul' } })
    let row = await library(file.name)
    expect(row.uses).toEqual([
      {
        table: 'articles',
        id: articleId,
        key: expect.stringMatching(/^media-uji-/),
        column: 'cover_image_url',
        title: expect.stringMatching(/^Artikel media/),
      },
    ])

    // Markdown of a CMS page (id) and an FAQ answer (en), by a relative render URL too.
    const path = new URL(file.url).pathname
    const { data: page } = await clients.editor
      .from('cms_pages')
      .insert({
        slug: `media-uji-${++seq}`,
        title: { id: 'Halaman bergambar' },
        content: { id: `Teks\n\n![Denah](${file.url}) dan lagi ![x](${file.url})` },
      })
      .select('id')
      .single()
    const { data: faq } = await clients.editor
      .from('faqs')
      .insert({
        question: { id: 'Ada gambar?' },
        answer: {
          id: 'Ya.',
          en: `See ![plan](${path.replace('/object/', '/render/image/')}?width=480)`,
        },
      })
      .select('id')
      .single()
    row = await library(file.name)
    expect(row.use_count).toBe(3)
    expect(row.uses.map((u) => `${u.table}.${u.column}`).sort()).toEqual([
      'articles.cover_image_url',
      'cms_pages.content',
      'faqs.answer',
    ])

    // The article takes another cover; the page is deleted (in the trash it still uses the
    // file, until it is deleted for good); the FAQ's text changes.
    await clients.editor.from('articles').update({ cover_image_url: null }).eq('id', articleId)
    await clients.editor.from('cms_pages').delete().eq('id', page!.id)
    expect((await library(file.name)).uses.map((u) => u.table).sort()).toEqual([
      'cms_pages',
      'faqs',
    ])
    await clients.admin.rpc('empty_trash', { target: 'cms_pages', ids: [page!.id] })
    expect((await library(file.name)).uses.map((u) => u.table)).toEqual(['faqs'])
    await clients.editor
      .from('faqs')
      .update({ answer: { id: 'Tidak lagi.' } })
      .eq('id', faq!.id)
    expect((await library(file.name)).use_count).toBe(0)
  })

  it('counts the site logo and a person photo, and tells files with similar names apart', async () => {
    const logo = await upload()
    const photo = await upload()
    const { data: settings } = await service.from('site_settings').select('id, logo_url').single()
    await clients.admin.from('site_settings').update({ logo_url: logo.url }).eq('id', settings!.id)
    const { data: person } = await clients.editor
      .from('struktur_organisasi')
      .insert({ name: 'Ir. Foto Uji', position: { id: 'Staf' }, photo_url: photo.url })
      .select('id')
      .single()
    expect((await library(logo.name)).uses).toMatchObject([
      { table: 'site_settings', column: 'logo_url' },
    ])
    expect((await library(photo.name)).uses).toMatchObject([
      { table: 'struktur_organisasi', id: person!.id, title: 'Ir. Foto Uji' },
    ])
    // `…-berkas-1.svg` is not used by a reference to `…-berkas-1.svg.svg`.
    const prefix = await upload()
    const longer = `${prefix.name}.svg`
    await clients.editor.storage
      .from('media')
      .upload(longer, svg(), { contentType: 'image/svg+xml' })
    await article({
      cover_image_url: clients.editor.storage.from('media').getPublicUrl(longer).data.publicUrl,
      cover_alt: { id: 'x' },
    })
    expect((await library(longer)).use_count).toBe(1)
    expect((await library(prefix.name)).use_count).toBe(0)
    await clients.admin
      .from('site_settings')
      .update({ logo_url: settings!.logo_url })
      .eq('id', settings!.id)
  })

  it('tracks an image column added by a later migration by its name alone', async () => {
    await t.backend.db.pg.query(
      `alter table public.hero_slides add column share_image_url text check (public.is_safe_url(share_image_url))`,
    )
    try {
      const file = await upload()
      // Written with SQL: the REST layer's schema cache has not seen the column.
      const { rows } = await t.backend.db.pg.query<{ id: string }>(
        `insert into public.hero_slides (title, share_image_url) values ('{"id": "Slide berbagi"}', $1) returning id`,
        [file.url],
      )
      expect((await library(file.name)).uses).toMatchObject([
        { table: 'hero_slides', id: rows[0]!.id, column: 'share_image_url' },
      ])
      await service.from('hero_slides').delete().eq('id', rows[0]!.id)
    } finally {
      await t.backend.db.pg.query('alter table public.hero_slides drop column share_image_url')
    }
  })
})

describe('a file referenced by an equivalent URL is in use', () => {
  /** Uploads `uji/<ts> Foto Kantor (n).svg`: a name with spaces and parentheses. */
  async function spaced(): Promise<{ name: string; url: string; path: string }> {
    const name = `uji/${Date.now()} Foto Kantor (${++seq}).svg`
    const bucket = clients.editor.storage.from('media')
    const { error } = await bucket.upload(name, svg(), { contentType: 'image/svg+xml' })
    if (error) throw error
    const url = bucket.getPublicUrl(name).data.publicUrl
    return { name, url, path: new URL(url).pathname }
  }
  const lowerHex = (text: string) => text.replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase())
  /** Every character percent-encoded but the slashes: letters as %XX too. */
  const encodeAll = (text: string) =>
    [...Buffer.from(text, 'utf8')]
      .map((b) => (b === 0x2f ? '/' : `%${b.toString(16).padStart(2, '0').toUpperCase()}`))
      .join('')

  it('every URL Storage serves the file by counts, in url columns and Markdown', async () => {
    const file = await spaced()
    const [folder, leaf] = file.name.split('/') as [string, string]
    const origin = new URL(file.url).origin
    const object = `/storage/v1/object/public/media`
    const forms: Record<string, string> = {
      'encodeURI (getPublicUrl)': file.url,
      relative: file.path,
      '%2F for the slash, lower-case hex': lowerHex(`${object}/${encodeURIComponent(file.name)}`),
      'every byte encoded': `${object}/${encodeAll(file.name)}`,
      'query and fragment': `${file.url}?download=denah.svg#atas`,
      'another origin': `https://proyek.supabase.co${file.path}`,
      'protocol-relative': `//cdn.lsbu.example${file.path}`,
      'render URL with width': `${file.path.replace('/object/', '/render/image/')}?width=640&quality=75`,
      'authenticated path': file.path.replace('/public/', '/authenticated/'),
      'dot segments': `${object}/${folder}/../${folder}/./${encodeURIComponent(leaf)}`,
      'doubled slashes': `${object}//${folder}//${encodeURIComponent(leaf)}`,
      'encoded path words': `/storage/v1/%6Fbject/%70ublic/${'%6D'}edia/${folder}/${encodeURIComponent(leaf)}`,
    }
    for (const [form, url] of Object.entries(forms)) {
      // It really is the same file: Storage serves it at this address (on this origin).
      const local = new URL(url, origin)
      const served = `${t.url}${local.pathname}${local.search}`
      const authenticated = form === 'authenticated path'
      const res = await fetch(served, {
        headers: authenticated ? { authorization: `Bearer ${accounts.editor!.accessToken}` } : {},
      })
      expect(await res.text(), form).toContain('<svg')

      const articleId = await article({ cover_image_url: url, cover_alt: { id: 'Sampul' } })
      const row = await library(file.name)
      expect(
        row.uses.map((u) => u.id),
        form,
      ).toEqual([articleId])
      const { data: inUse } = await clients.editor.rpc('media_file_in_use', {
        object_name: file.name,
      })
      expect(inUse, form).toBe(true)
      await deleteForGood('articles', articleId)
    }

    // Markdown: an address with spaces in angle brackets, escaped and balanced parentheses.
    const raw = `${object}/${file.name}`
    const escaped = `${object}/${encodeURI(file.name).replace(/[()]/g, (c) => `\\${c}`)}`
    for (const markdown of [
      `Denah:\n\n![Denah kantor](<${raw}> "Denah")`,
      `![Denah](${escaped})`,
      `Lihat ![x](${file.url}), lalu **${lowerHex(file.url)}**.`,
    ]) {
      const { data: page } = await clients.editor
        .from('cms_pages')
        .insert({
          slug: `media-uji-${++seq}`,
          title: { id: 'Halaman denah' },
          content: { id: markdown },
        })
        .select('id')
        .single()
      expect(
        (await library(file.name)).uses.map((u) => u.id),
        markdown,
      ).toEqual([page!.id])
      const removed = await clients.editor.storage.from('media').remove([file.name])
      expect(removed.data, markdown).toEqual([])
      await deleteForGood('cms_pages', page!.id)
    }
    expect((await library(file.name)).use_count).toBe(0)
  })

  it('addresses of another file, or that Storage cannot decode, do not count', async () => {
    const file = await spaced()
    const object = `/storage/v1/object/public/media`
    const others = [
      `${object}/${encodeURIComponent(file.name)}.svg`,
      `${object}/${encodeURIComponent(file.name).replace('%20', '%2')}`,
      `${object}/${encodeURIComponent(file.name).replace('%20', '%FF')}`,
      `/storage/v1/object/public/lain/${encodeURIComponent(file.name)}`,
      `/storage/v2/object/public/media/${encodeURIComponent(file.name)}`,
    ]
    for (const url of others) {
      const id = await article({ cover_image_url: url, cover_alt: { id: 'x' } })
      expect((await library(file.name)).use_count, url).toBe(0)
      await clients.editor.from('articles').delete().eq('id', id)
    }
  })

  it('resolves URLs as Storage does (SQL helper)', async () => {
    const cases: [string, string | null][] = [
      ['https://x.example/storage/v1/object/public/media/a%20b.png?width=1#f', 'a b.png'],
      ['/storage/v1/object/public/media/2026%2fdenah.PNG', '2026/denah.PNG'],
      ['/storage/v1/object/public/media/caf%C3%A9.png', 'café.png'],
      ['/storage/v1/object/public/media/caf%c3%a9.png', 'café.png'],
      ['/storage/v1/render/image/authenticated/media/a/b.jpg?width=320', 'a/b.jpg'],
      ['/storage/v1/object/media/a.png', 'a.png'],
      ['/storage/v1/object/public/media/x/%2e%2E/a.png', 'a.png'],
      ['/storage/v1/object/public/media/a%zz.png', null],
      ['/storage/v1/object/public/media/a%C3.png', null],
      ['/storage/v1/object/public/other/a.png', null],
      ['/storage/v1/object/list/media', null],
      ['https://example.com/a.png', null],
    ]
    for (const [url, expected] of cases) {
      const { rows } = await t.backend.db.pg.query<{ name: string | null }>(
        'select private.media_object_name($1) as name',
        [url],
      )
      expect(rows[0]!.name, url).toBe(expected)
    }
  })
})

describe('deleting', () => {
  it('refuses to delete a file in use, for an editor and for the service role, and keeps it', async () => {
    const file = await upload()
    const articleId = await article({ cover_image_url: file.url, cover_alt: { id: 'Sampul' } })

    const byEditor = await clients.editor.storage.from('media').remove([file.name])
    expect(byEditor.error).toBeNull()
    expect(byEditor.data).toEqual([])
    // The service role and a single delete hear why, with the content named (never "Bucket
    // not found" or "Object not found").
    const byService = await service.storage.from('media').remove([file.name])
    expect(byService.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: expect.stringMatching(
        /^The file uji\/\S+ is still referenced from table articles "Artikel media \d+"\. Remove it from that content first\.$/,
      ),
    })
    const single = await fetch(`${t.url}/storage/v1/object/media/${file.name}`, {
      method: 'DELETE',
      headers: { apikey: t.anonKey, authorization: `Bearer ${accounts.editor!.accessToken}` },
    })
    expect(single.status).toBe(400)
    expect(await single.json()).toMatchObject({
      statusCode: '409',
      code: 'ResourceReferenced',
      message: expect.stringContaining('is still referenced from table articles "Artikel media'),
    })
    await expect(
      t.backend.db.pg.query(`delete from storage.objects where bucket_id = 'media' and name = $1`, [
        file.name,
      ]),
    ).rejects.toMatchObject({
      code: '23503',
      message: expect.stringContaining('masih dipakai: articles "Artikel media'),
      hint: 'media_in_use',
    })
    expect(await publicStatus(file.url)).toBe(200)
    expect((await library(file.name)).use_count).toBe(1)

    // Unused again once the article is deleted for good: the editor's delete of the file
    // removes it and its library row.
    await deleteForGood('articles', articleId)
    const removed = await clients.editor.storage.from('media').remove([file.name])
    expect(removed.data).toHaveLength(1)
    expect(await publicStatus(file.url)).toBe(400)
    const { data } = await clients.editor
      .from('media_files')
      .select('id')
      .eq('object_name', file.name)
    expect(data).toEqual([])
  })

  it('removes the unused files of a batch and keeps the ones in use', async () => {
    const used = await upload()
    const unused = await upload()
    await article({ cover_image_url: used.url, cover_alt: { id: 'Sampul' } })
    const { data, error } = await clients.editor.storage
      .from('media')
      .remove([used.name, unused.name])
    expect(error).toBeNull()
    expect(data!.map((f) => f.name)).toEqual([unused.name])
    expect(await publicStatus(used.url)).toBe(200)
  })

  it('does not let viewers delete an unused file', async () => {
    const file = await upload()
    const removed = await clients.viewer.storage.from('media').remove([file.name])
    expect(removed.error ? [] : removed.data).toEqual([])
    expect(await publicStatus(file.url)).toBe(200)
  })
})

describe('cleanup preview', () => {
  it('lists unused files older than N days, oldest first, and never a file in use', async () => {
    const old = await upload()
    const oldUsed = await upload()
    const recent = await upload()
    await t.backend.db.pg.query(
      `update public.media_files set created_at = now() - interval '40 days' where object_name = any($1)`,
      [[old.name, oldUsed.name]],
    )
    await article({ cover_image_url: oldUsed.url, cover_alt: { id: 'Sampul' } })

    const { data, error } = await clients.editor.rpc('media_unused', { older_than_days: 30 })
    expect(error).toBeNull()
    const names = (data as { object_name: string }[]).map((f) => f.object_name)
    expect(names).toContain(old.name)
    expect(names).not.toContain(oldUsed.name)
    expect(names).not.toContain(recent.name)

    const all = await clients.admin.rpc('media_unused', { older_than_days: 0 })
    expect((all.data as { object_name: string }[]).map((f) => f.object_name)).toContain(recent.name)
  })

  it('is for editors and admins, with a sensible age', async () => {
    for (const persona of ['anon', 'viewer'] as Persona[]) {
      const { error } = await clients[persona].rpc('media_unused', { older_than_days: 30 })
      expect(error?.code).toMatch(/^42501$|^PGRST/)
    }
    const { error } = await clients.editor.rpc('media_unused', { older_than_days: -1 })
    expect(error).toMatchObject({ code: '22023', hint: 'field:older_than_days' })
  })
})

describe("the site's default link-preview image", () => {
  it('takes its size from the library file chosen in Settings, and none for another address', async () => {
    const file = await upload({ name: 'Bagikan.svg', width: 1200, height: 630 })
    const { data: before } = await service
      .from('site_settings')
      .select('id, site_name, share_image_url, share_image_width, share_image_height')
      .single()
    const save = async (values: Record<string, unknown>) => {
      const { data, error } = await clients.admin
        .from('site_settings')
        .update(values)
        .eq('id', before!.id)
        .select('share_image_url, share_image_width, share_image_height')
        .single()
      expect(error).toBeNull()
      return data
    }
    expect(await save({ share_image_url: file.url })).toEqual({
      share_image_url: file.url,
      share_image_width: 1200,
      share_image_height: 630,
    })
    // In use: the library keeps it.
    expect((await library(file.name)).use_count).toBe(1)
    // Another image without a library row: no size, rather than the old image's.
    expect(await save({ share_image_url: '/images/lain.png' })).toMatchObject({
      share_image_width: null,
      share_image_height: null,
    })
    // Saving other settings keeps the size of the image as it is.
    await save({ share_image_url: file.url })
    expect(await save({ site_name: 'LSBU Uji' })).toMatchObject({ share_image_width: 1200 })
    await save({ share_image_url: before!.share_image_url })
    await service
      .from('site_settings')
      .update({
        site_name: before!.site_name,
        share_image_width: before!.share_image_width,
        share_image_height: before!.share_image_height,
      })
      .eq('id', before!.id)
  })
})
