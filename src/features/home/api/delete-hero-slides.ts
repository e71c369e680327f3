import { deleteRows } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { heroSlideAdminKeys } from './admin-hero-keys'

export const deleteHeroSlides = (ids: string[]) => deleteRows(supabase, 'hero_slides', ids)

export const useHeroSlidesDeleteMutation = () =>
  useCrudMutation(deleteHeroSlides, [heroSlideAdminKeys.all])
