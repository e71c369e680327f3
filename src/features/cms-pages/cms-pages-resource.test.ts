import { describe, expect, it, vi } from 'vitest'

import { mapDatabaseError } from '@/lib/resource/db-errors'

import {
  cmsPageFormDefaults,
  cmsPageNewDefaults,
  cmsPageNewSchema,
  cmsPageNewToRow,
  type CmsPageNewValues,
} from './admin-schemas'
import { cmsPagesResource } from './cms-pages-resource'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))

describe('cms pages resource against the embedded backend', () => {
  const create = (values: Partial<CmsPageNewValues>) =>
    cmsPagesResource.save({
      row: null,
      values: cmsPageNewSchema.parse({
        ...cmsPageNewDefaults,
        content: { id: 'Isi.', en: '' },
        ...values,
      }) as never,
      toRow: cmsPageNewToRow as never,
    })

  it('creates an unpublished page from slug and title, loads it by slug, and refuses a taken slug', async () => {
    const slug = `uji-${Date.now().toString(36)}`
    const page = await create({ slug, title: { id: 'Halaman Uji', en: '' } })
    expect(page).toMatchObject({ slug, is_published: false })

    const loaded = await cmsPagesResource.getOne(slug)
    expect(loaded?.id).toBe(page.id)
    const saved = await cmsPagesResource.save({
      row: loaded,
      values: { ...cmsPageFormDefaults(loaded), is_published: true },
    })
    expect(saved.is_published).toBe(true)

    const taken = await create({ slug, title: { id: 'Lagi', en: '' } }).catch((e) => e)
    expect(mapDatabaseError(taken, { table: 'cms_pages', fields: ['slug'] }).field).toBe('slug')
    await cmsPagesResource.remove([page.id])
    expect(await cmsPagesResource.getOne(slug)).toBeNull()
  })

  it('writes and publishes a new page in one step', async () => {
    const slug = `terbit-${Date.now().toString(36)}`
    const page = await create({
      slug,
      title: { id: 'Halaman Langsung Terbit', en: 'Published at once' },
      content: { id: 'Isi **halaman**.', en: 'Page **body**.' },
      is_published: true,
    })
    expect(page).toMatchObject({
      slug,
      is_published: true,
      content: { id: 'Isi **halaman**.', en: 'Page **body**.' },
    })
    await cmsPagesResource.remove([page.id])
  })

  it('refuses a reserved slug for a new page before it reaches the database', () => {
    const parsed = cmsPageNewSchema.safeParse({
      ...cmsPageNewDefaults,
      slug: 'layanan',
      title: { id: 'Layanan', en: '' },
      content: { id: 'Isi.', en: '' },
    })
    expect(parsed.success).toBe(false)
  })
})
