import { deleteRows } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { dashboardCountsKey, messageKeys, recentActivityKey } from './keys'

/** Admins only (RLS refuses anyone else). */
export const deleteMessages = (ids: string[]) => deleteRows(supabase, 'contact_submissions', ids)

export const useMessagesDeleteMutation = () =>
  useCrudMutation(deleteMessages, [messageKeys.all, dashboardCountsKey, recentActivityKey])
