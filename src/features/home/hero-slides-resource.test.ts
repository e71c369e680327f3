import { describe, expect, it, vi } from 'vitest'

import { unique } from '@/test/backend'

import { heroSlideFormDefaults, heroSlideFormSchema } from './admin-schemas'
import { heroSlidesResource } from './hero-slides-resource'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))

describe('hero slides resource against the embedded backend', () => {
  it('places a new slide last and moves it to the front when reordered', async () => {
    const values = heroSlideFormSchema.parse({
      ...heroSlideFormDefaults(null),
      title: { id: unique('Slide uji'), en: '' },
      is_published: false,
    })
    const slide = await heroSlidesResource.save({ row: null, values })
    const before = await heroSlidesResource.getInOrder()
    expect(before.at(-1)?.id).toBe(slide.id)

    const moved = [slide, ...before.filter((r) => r.id !== slide.id)]
    await heroSlidesResource.reorder(moved.map((r) => ({ id: r.id, sort_order: r.sort_order })))
    const after = await heroSlidesResource.getInOrder()
    expect(after[0]).toMatchObject({ id: slide.id, sort_order: 10 })
    // Put the others back where they were.
    await heroSlidesResource.remove([slide.id])
    await heroSlidesResource.reorder(
      before.filter((r) => r.id !== slide.id).map((r) => ({ id: r.id, sort_order: 0 })),
    )
  })
})
