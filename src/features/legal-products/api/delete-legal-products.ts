import { deleteRows } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { legalProductAdminKeys } from './admin-keys'

export const deleteLegalProducts = (ids: string[]) => deleteRows(supabase, 'legal_products', ids)

export const useLegalProductsDeleteMutation = () =>
  useCrudMutation(deleteLegalProducts, [legalProductAdminKeys.all])
