import { saveRow } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { clientToRow, type ClientFormValues, type ClientRow } from '../admin-schemas'
import { clientAdminKeys } from './admin-keys'

/** Creates (row null) or updates a client only if unchanged since loaded. */
export const saveClient = ({ row, values }: { row: ClientRow | null; values: ClientFormValues }) =>
  saveRow<ClientRow>(supabase, 'clients', row, clientToRow(values), { append: true })

export const useClientSaveMutation = () => useCrudMutation(saveClient, [clientAdminKeys.all])
