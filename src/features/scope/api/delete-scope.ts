import { deleteRows } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { scopeAdminKeys } from './admin-keys'

const both = [scopeAdminKeys.categories, scopeAdminKeys.subclasses]

/** Fails with 23503 ("still in use") while a classification has subclasses. */
export const useCategoriesDeleteMutation = () =>
  useCrudMutation((ids: string[]) => deleteRows(supabase, 'rl_categories', ids), both)

export const useSubclassesDeleteMutation = () =>
  useCrudMutation((ids: string[]) => deleteRows(supabase, 'rl_subclass', ids), both)
