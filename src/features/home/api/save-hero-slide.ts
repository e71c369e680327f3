import { saveRow } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { heroSlideToRow, type HeroSlideFormValues, type HeroSlideRow } from '../admin-schemas'
import { heroSlideAdminKeys } from './admin-hero-keys'
import { getHeroSlidesInOrder } from './admin-hero-slides-order'

/** Creates a slide (placed last) or updates one only if unchanged since loaded. */
export async function saveHeroSlide({
  row,
  values,
}: {
  row: HeroSlideRow | null
  values: HeroSlideFormValues
}) {
  const fields = heroSlideToRow(values)
  if (row) return saveRow<HeroSlideRow>(supabase, 'hero_slides', row, fields)
  const slides = await getHeroSlidesInOrder()
  const last = slides.at(-1)?.sort_order ?? 0
  return saveRow<HeroSlideRow>(supabase, 'hero_slides', null, {
    ...fields,
    sort_order: Math.min(last + 10, 10000),
  })
}

export const useHeroSlideSaveMutation = () =>
  useCrudMutation(saveHeroSlide, [heroSlideAdminKeys.all])
