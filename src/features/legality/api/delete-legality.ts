import { deleteRows } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { legalityAdminKeys } from './admin-legality-keys'

export const deleteLegality = (ids: string[]) => deleteRows(supabase, 'legalitas', ids)

export const useLegalityDeleteMutation = () =>
  useCrudMutation(deleteLegality, [legalityAdminKeys.all])
