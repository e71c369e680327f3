import { describe, expect, it, vi } from 'vitest'

import { mapDatabaseError } from '@/lib/resource/db-errors'
import { unique } from '@/test/backend'

import { articleFormDefaults, articleFormSchema, articleToRow } from './admin-schemas'
import { getArticleBySlug } from './api/get-article-by-slug'
import { articlesResource } from './articles-resource'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))
vi.mock('@/lib/public-client', () =>
  import('@/test/backend').then((m) => ({ getPublicClient: async () => m.testClient('anon') })),
)

const base = () => ({
  ...articleFormDefaults(null),
  title: { id: unique('Berita SEO'), en: '' },
  slug: `seo-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
  content: { id: 'Isi.', en: '' },
  status: 'published' as const,
})

describe("an article's search and link-preview fields against the embedded backend", () => {
  it('are saved by an editor, read back in the form and served to visitors', async () => {
    const saved = await articlesResource.save({
      row: null,
      values: articleFormSchema.parse({
        ...base(),
        meta_title: { id: 'Judul untuk mesin pencari', en: 'Title for search engines' },
        meta_description: { id: 'Deskripsi meta.', en: '' },
        share_image_url: '/storage/v1/object/public/media/articles/bagikan.png',
      }),
    })
    expect(saved).toMatchObject({
      meta_title: { id: 'Judul untuk mesin pencari', en: 'Title for search engines' },
      meta_description: { id: 'Deskripsi meta.' },
      share_image_url: '/storage/v1/object/public/media/articles/bagikan.png',
    })
    const form = articleFormDefaults(await articlesResource.getOne(saved.id))
    expect(form.meta_description).toEqual({ id: 'Deskripsi meta.', en: '' })

    const visible = await getArticleBySlug(saved.slug)
    expect(visible).toMatchObject({
      meta_title: saved.meta_title,
      meta_description: saved.meta_description,
      share_image_url: saved.share_image_url,
    })

    // Emptied: stored as null, so the page falls back to the title, excerpt and cover.
    const cleared = await articlesResource.save({
      row: saved,
      values: articleFormSchema.parse({
        ...form,
        meta_title: { id: '', en: '' },
        share_image_url: '',
      }),
    })
    expect(cleared).toMatchObject({ meta_title: null, share_image_url: null })
    await articlesResource.remove([saved.id])
  })

  it('are refused by the database past their limits or with an unsafe image address', async () => {
    // (the form's schema refuses these first; the database holds whatever client writes)
    for (const [field, value, said] of [
      [
        'meta_title',
        { id: 'x'.repeat(121), en: '' },
        { key: 'errors.rules.translatableOptional', label: 'crud.seo.metaTitle' },
      ],
      [
        'meta_description',
        { id: '', en: 'y'.repeat(301) },
        { key: 'errors.rules.translatableOptional', label: 'crud.seo.metaDescription' },
      ],
      [
        'share_image_url',
        'javascript:alert(1)',
        { key: 'errors.rules.url', label: 'crud.seo.shareImage' },
      ],
    ] as const) {
      const error = await articlesResource
        .save({
          row: null,
          values: base() as never,
          toRow: (values) => ({ ...articleToRow(values as never), [field]: value }),
        })
        .catch((e: unknown) => e)
      // In words: the field's own rule, not the generic 'check failed' text.
      expect(mapDatabaseError(error, { table: 'articles' })).toMatchObject({ field, ...said })
    }
  })
})
