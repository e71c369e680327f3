import { saveRow } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { categoryToRow, type CategoryFormValues, type CategoryRow } from '../admin-schemas'
import { scopeAdminKeys } from './admin-keys'

/** Creates (at the end of the order) or updates a classification only if unchanged. */
export const saveCategory = ({
  row,
  values,
}: {
  row: CategoryRow | null
  values: CategoryFormValues
}) => saveRow<CategoryRow>(supabase, 'rl_categories', row, categoryToRow(values), { append: true })

export const useCategorySaveMutation = () =>
  useCrudMutation(saveCategory, [scopeAdminKeys.categories, scopeAdminKeys.subclasses])
