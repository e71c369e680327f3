import { deleteRows } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { articleAdminKeys } from './admin-keys'

export const deleteArticles = (ids: string[]) => deleteRows(supabase, 'articles', ids)

export const useArticlesDeleteMutation = () =>
  useCrudMutation(deleteArticles, [articleAdminKeys.all])
