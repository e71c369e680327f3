import { describe, expect, it, vi } from 'vitest'

import { mapDatabaseError } from '@/lib/resource/db-errors'

import { cmsPageCreateToRow, type CmsPageCreateValues, cmsPageFormDefaults } from './admin-schemas'
import { cmsPagesResource } from './cms-pages-resource'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))

describe('cms pages resource against the embedded backend', () => {
  it('creates an unpublished page from slug and title, loads it by slug, and refuses a taken slug', async () => {
    const slug = `uji-${Date.now().toString(36)}`
    const create = (values: CmsPageCreateValues) =>
      cmsPagesResource.save({
        row: null,
        values: values as never,
        toRow: cmsPageCreateToRow as never,
      })
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
})
