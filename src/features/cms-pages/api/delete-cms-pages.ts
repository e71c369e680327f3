import { deleteRows } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { cmsPageAdminKeys } from './admin-keys'

export const deleteCmsPages = (ids: string[]) => deleteRows(supabase, 'cms_pages', ids)

export const useCmsPagesDeleteMutation = () =>
  useCrudMutation(deleteCmsPages, [cmsPageAdminKeys.all])
