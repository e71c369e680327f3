import { saveOrder } from '@/components/crud/crud-requests'
import type { OrderedItem } from '@/components/crud/reorder-dialog'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { scopeAdminKeys } from './admin-keys'

const both = [scopeAdminKeys.categories, scopeAdminKeys.subclasses]

export const useCategoriesReorderMutation = () =>
  useCrudMutation((items: OrderedItem[]) => saveOrder(supabase, 'rl_categories', items), both)

export const useSubclassesReorderMutation = () =>
  useCrudMutation((items: OrderedItem[]) => saveOrder(supabase, 'rl_subclass', items), both)
