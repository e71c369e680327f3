import { deleteRows } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { clientAdminKeys } from './admin-keys'

export const deleteClients = (ids: string[]) => deleteRows(supabase, 'clients', ids)

export const useClientsDeleteMutation = () => useCrudMutation(deleteClients, [clientAdminKeys.all])
