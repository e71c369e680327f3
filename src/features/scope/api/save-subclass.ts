import { saveRow } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { subclassToRow, type SubclassFormValues, type SubclassRow } from '../admin-schemas'
import { scopeAdminKeys } from './admin-keys'

/** Creates (at the end of the order) or updates a subclassification only if unchanged. */
export const saveSubclass = ({
  row,
  values,
}: {
  row: SubclassRow | null
  values: SubclassFormValues
}) => saveRow<SubclassRow>(supabase, 'rl_subclass', row, subclassToRow(values), { append: true })

// The public scope page is keyed by rl_categories and embeds subclasses: refresh both.
export const useSubclassSaveMutation = () =>
  useCrudMutation(saveSubclass, [scopeAdminKeys.categories, scopeAdminKeys.subclasses])
