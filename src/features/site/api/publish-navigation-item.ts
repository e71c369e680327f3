import { useCrudMutation } from '@/lib/resource/use-crud-mutation'
import { supabase } from '@/lib/supabase'

import { navigationResource } from '../navigation-resource'

/** Publishes or hides one menu item (the header shows published items only). */
export async function publishNavigationItem({ id, published }: { id: string; published: boolean }) {
  const { data, error } = await supabase
    .from('navigation_menus')
    .update({ is_published: published })
    .eq('id', id)
    .select('id')
  if (error) throw error
  if (!data.length) throw { code: '42501', message: 'not updated' }
}

export const useNavigationPublishMutation = () =>
  useCrudMutation(publishNavigationItem, navigationResource.roots)
