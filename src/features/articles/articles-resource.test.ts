import { describe, expect, it, vi } from 'vitest'

import { parseListParams } from '@/lib/resource/list-params'
import { unique } from '@/test/backend'

import { articleFormDefaults, articleFormSchema } from './admin-schemas'
import { articlesResource } from './articles-resource'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))

describe('articles resource against the embedded backend', () => {
  it('tells drafts, published, scheduled and ended articles apart in the status filter', async () => {
    const title = unique('Berita uji')
    const article = (
      slug: string,
      status: 'draft' | 'published',
      at: Date | null,
      until: Date | null = null,
    ) =>
      articlesResource.save({
        row: null,
        values: articleFormSchema.parse({
          ...articleFormDefaults(null),
          title: { id: title, en: '' },
          slug: `${slug}-${Date.now().toString(36)}`,
          content: { id: 'Isi.', en: '' },
          status,
          published_at: at ? at.toISOString() : '',
          unpublish_at: until ? until.toISOString() : '',
        }),
      })
    const draft = await article('draf', 'draft', null)
    const now = await article('terbit', 'published', new Date(Date.now() - 3_600_000))
    const later = await article('nanti', 'published', new Date(Date.now() + 86_400_000))
    const ended = await article(
      'usai',
      'published',
      new Date(Date.now() - 7_200_000),
      new Date(Date.now() - 3_600_000),
    )
    const until = await article(
      'sampai',
      'published',
      new Date(Date.now() - 3_600_000),
      new Date(Date.now() + 86_400_000),
    )
    const ids = async (status: string) =>
      (
        await articlesResource.getList(
          parseListParams(new URLSearchParams({ q: title, status }), ['status']),
        )
      ).rows.map((r) => r.id)
    expect(await ids('draft')).toEqual([draft.id])
    // The search and the filter each add an `or`: both apply.
    expect((await ids('published')).sort()).toEqual([now.id, until.id].sort())
    expect(await ids('scheduled')).toEqual([later.id])
    expect(await ids('ended')).toEqual([ended.id])
    expect((await articlesResource.getOne(draft.id))?.content).toEqual({ id: 'Isi.' })
    await articlesResource.remove([draft.id, now.id, later.id, ended.id, until.id])
  })

  it('asks for the cover image description once a cover is set', () => {
    const result = articleFormSchema.safeParse({
      ...articleFormDefaults(null),
      title: { id: 'Judul', en: '' },
      slug: 'judul',
      content: { id: 'Isi', en: '' },
      cover_image_url: 'https://contoh.test/a.png',
    })
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['cover_alt.id', 'crud.validation.altRequired'],
    ])
  })
})
