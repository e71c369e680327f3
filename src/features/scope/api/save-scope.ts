import { saveOrder, saveRow } from '@/components/crud/crud-requests'
import type { OrderedItem } from '@/components/crud/reorder-dialog'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import {
  categoryToRow,
  subclassToRow,
  type CategoryFormValues,
  type CategoryRow,
  type SubclassFormValues,
  type SubclassRow,
} from '../admin-schemas'
import { scopeAdminKeys } from './admin-keys'

const both = [scopeAdminKeys.categories, scopeAdminKeys.subclasses]

export const saveCategory = ({
  row,
  values,
}: {
  row: CategoryRow | null
  values: CategoryFormValues
}) => saveRow<CategoryRow>(supabase, 'rl_categories', row, categoryToRow(values), { append: true })

export const useCategorySaveMutation = () => useCrudMutation(saveCategory, both)

export const saveSubclass = ({
  row,
  values,
}: {
  row: SubclassRow | null
  values: SubclassFormValues
}) => saveRow<SubclassRow>(supabase, 'rl_subclass', row, subclassToRow(values), { append: true })

export const useSubclassSaveMutation = () => useCrudMutation(saveSubclass, both)

export const useCategoriesReorderMutation = () =>
  useCrudMutation((items: OrderedItem[]) => saveOrder(supabase, 'rl_categories', items), both)

export const useSubclassesReorderMutation = () =>
  useCrudMutation((items: OrderedItem[]) => saveOrder(supabase, 'rl_subclass', items), both)
