/**
 * One source of alt text through the real API: the alt typed where a library image
 * is used is the library's (media_files.alt); picking it elsewhere fills the alt from the
 * library; an edit in the library reaches every use (what public pages read); an external
 * image keeps its own alt; viewers change nothing. And the demo seed's images are objects of
 * the media bucket, served, listed in the library with their alt text in both languages and
 * their uses.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Persona, personas } from './db-helpers'
import { startBackend, type TestBackend } from './helpers'

let t: TestBackend
let clients: Record<Persona, SupabaseClient>
let seq = 0

async function upload(): Promise<{ name: string; url: string }> {
  const name = `uji/${Date.now()}-alt-${++seq}.svg`
  const bucket = clients.editor.storage.from('media')
  const { error } = await bucket.upload(
    name,
    new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>'], {
      type: 'image/svg+xml',
    }),
    { contentType: 'image/svg+xml' },
  )
  if (error) throw error
  return { name, url: bucket.getPublicUrl(name).data.publicUrl }
}

async function libraryAlt(objectName: string) {
  const { data, error } = await clients.editor
    .from('media_files')
    .select('alt')
    .eq('object_name', objectName)
    .single()
  if (error) throw error
  return (data as { alt: { id: string; en: string } }).alt
}

async function insertArticle(values: Record<string, unknown>) {
  const { data, error } = await clients.editor
    .from('articles')
    .insert({ slug: `alt-uji-${Date.now()}-${++seq}`, title: { id: `Alt ${seq}` }, ...values })
    .select('id, cover_alt')
    .single()
  if (error) throw error
  return data as { id: string; cover_alt: { id: string; en?: string } | null }
}

async function coverAlt(id: string) {
  const { data } = await clients.anon.from('articles').select('cover_alt').eq('id', id).single()
  return data
}

beforeAll(async () => {
  t = await startBackend()
  clients = await personas(t)
})
afterAll(async () => t?.stop())

describe('one source of alt text', () => {
  it('makes the alt typed with a library image the library alt, and fills it where the image is picked again', async () => {
    const file = await upload()
    const alt = { id: 'Gedung kantor di pagi hari', en: 'Office building in the morning' }
    const first = await insertArticle({ cover_image_url: file.url, cover_alt: alt })
    expect(first.cover_alt).toEqual(alt)
    expect(await libraryAlt(file.name)).toEqual(alt)

    // Picked for a slide without an alt: the library's is filled in.
    const { data: slide, error } = await clients.editor
      .from('hero_slides')
      .insert({ title: { id: 'Slide alt' }, image_url: file.url, is_published: false })
      .select('id, image_description')
      .single()
    expect(error).toBeNull()
    expect(slide!.image_description).toEqual(alt)

    // Typed anew on the slide: the library and the article follow.
    const typed = { id: 'Gedung kantor tampak depan', en: 'Office building, front view' }
    const updated = await clients.editor
      .from('hero_slides')
      .update({ image_description: typed })
      .eq('id', slide!.id)
      .select('image_description')
    expect(updated.error).toBeNull()
    expect(await libraryAlt(file.name)).toEqual(typed)
    const { data: article } = await clients.editor
      .from('articles')
      .select('cover_alt')
      .eq('id', first.id)
      .single()
    expect(article!.cover_alt).toEqual(typed)
  })

  it('sends a library edit to every use, which public reads show', async () => {
    const file = await upload()
    const a = await insertArticle({
      cover_image_url: file.url,
      cover_alt: { id: 'Lama', en: 'Old' },
      status: 'published',
      published_at: new Date(Date.now() - 60_000).toISOString(),
    })
    const b = await insertArticle({ cover_image_url: file.url })
    expect(b.cover_alt).toEqual({ id: 'Lama', en: 'Old' })

    const alt = { id: 'Teks dari pustaka', en: 'Text from the library' }
    const { error } = await clients.editor
      .from('media_files')
      .update({ alt })
      .eq('object_name', file.name)
    expect(error).toBeNull()
    expect(await coverAlt(a.id)).toEqual({ cover_alt: alt })
    const { data } = await clients.editor
      .from('articles')
      .select('cover_alt')
      .eq('id', b.id)
      .single()
    expect(data!.cover_alt).toEqual(alt)
  })

  it('keeps the own alt of an image that is not in the library', async () => {
    const file = await upload()
    await clients.editor
      .from('media_files')
      .update({ alt: { id: 'Pustaka', en: 'Library' } })
      .eq('object_name', file.name)
    const external = await insertArticle({
      cover_image_url: 'https://example.com/gambar.png',
      cover_alt: { id: 'Gambar luar', en: 'External image' },
    })
    expect(external.cover_alt).toEqual({ id: 'Gambar luar', en: 'External image' })
    expect(await libraryAlt(file.name)).toEqual({ id: 'Pustaka', en: 'Library' })
  })

  it('lets no viewer change the alt, neither in the library nor through a use', async () => {
    const file = await upload()
    const alt = { id: 'Asli', en: 'Original' }
    const article = await insertArticle({ cover_image_url: file.url, cover_alt: alt })
    const direct = await clients.viewer
      .from('media_files')
      .update({ alt: { id: 'Penonton' } })
      .eq('object_name', file.name)
      .select('id')
    expect(direct.error ? [] : direct.data).toEqual([])
    const viaUse = await clients.viewer
      .from('articles')
      .update({ cover_alt: { id: 'Penonton' } })
      .eq('id', article.id)
      .select('id')
    expect(viaUse.error ? [] : viaUse.data).toEqual([])
    const anon = await clients.anon
      .from('media_files')
      .update({ alt: { id: 'Anonim' } })
      .eq('object_name', file.name)
      .select('id')
    expect(anon.error ? [] : anon.data).toEqual([])
    expect(await libraryAlt(file.name)).toEqual(alt)
  })
})

describe('the seeded images', () => {
  it('are objects of the media bucket, served, with alt text in both languages and their uses', async () => {
    const { data, error } = await clients.editor
      .from('media_library')
      .select('object_name, kind, alt, uses, use_count')
      .like('object_name', 'seed/%')
      .order('object_name')
    expect(error).toBeNull()
    const rows = data as {
      object_name: string
      kind: string
      alt: { id: string; en: string }
      uses: { table: string; key: string; column: string }[]
      use_count: number
    }[]
    const names = rows.map((r) => r.object_name)
    for (const folder of ['hero', 'news', 'clients', 'people'])
      expect(names.some((n) => n.startsWith(`seed/${folder}/`))).toBe(true)
    expect(rows.length).toBeGreaterThanOrEqual(26)
    for (const row of rows) {
      expect(row.kind).toBe('image')
      expect(row.alt.id.trim(), row.object_name).not.toBe('')
      expect(row.alt.en.trim(), row.object_name).not.toBe('')
    }
    const slide = rows.find((r) => r.object_name === 'seed/hero/slide-1.svg')!
    expect(slide.alt.en).toContain('tower crane')
    expect(slide.uses).toEqual([
      expect.objectContaining({ table: 'hero_slides', column: 'image_url' }),
    ])
    const logo = rows.find((r) => r.object_name === 'seed/clients/client-1.svg')!
    expect(logo.alt).toEqual({
      id: 'Logo PT Bangun Karya Persada',
      en: 'PT Bangun Karya Persada logo',
    })
    expect(logo.use_count).toBe(1)

    const res = await fetch(`${t.url}/storage/v1/object/public/media/seed/hero/slide-1.svg`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<svg')
  })
})
