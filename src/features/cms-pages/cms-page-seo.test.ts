import { describe, expect, it, vi } from 'vitest'

import {
  cmsPageFormDefaults,
  cmsPageFormSchema,
  cmsPageNewDefaults,
  cmsPageNewToRow,
} from './admin-schemas'
import { getPublishedCmsPage } from './api/get-published-cms-page'
import { cmsPagesResource } from './cms-pages-resource'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))
vi.mock('@/lib/public-client', () =>
  import('@/test/backend').then((m) => ({ getPublicClient: async () => m.testClient('anon') })),
)

describe("a CMS page's search and link-preview fields against the embedded backend", () => {
  it('are saved from the form, served once published, and hidden while a draft', async () => {
    const slug = `seo-${Date.now().toString(36)}`
    const created = await cmsPagesResource.save({
      row: null,
      values: { ...cmsPageNewDefaults, slug, title: { id: 'Halaman SEO', en: '' } } as never,
      toRow: cmsPageNewToRow as never,
    })
    const values = cmsPageFormSchema.parse({
      ...cmsPageFormDefaults(created),
      content: { id: 'Isi halaman.', en: '' },
      meta_title: { id: '', en: 'Search title in English' },
      meta_description: { id: 'Deskripsi halaman.', en: 'Page description.' },
      share_image_url: '/storage/v1/object/public/media/pages/kartu.jpg',
    })
    const draft = await cmsPagesResource.save({ row: created, values })
    expect(draft).toMatchObject({
      meta_title: { id: '', en: 'Search title in English' },
      meta_description: { id: 'Deskripsi halaman.', en: 'Page description.' },
      share_image_url: '/storage/v1/object/public/media/pages/kartu.jpg',
    })
    expect(await getPublishedCmsPage(slug)).toBeNull()

    const published = await cmsPagesResource.save({
      row: draft,
      values: { ...values, is_published: true },
    })
    expect(await getPublishedCmsPage(slug)).toMatchObject({
      meta_title: published.meta_title,
      meta_description: published.meta_description,
      share_image_url: published.share_image_url,
    })
    expect(cmsPageFormDefaults(published).meta_title).toEqual({
      id: '',
      en: 'Search title in English',
    })
    await cmsPagesResource.remove([created.id])
  })
})
