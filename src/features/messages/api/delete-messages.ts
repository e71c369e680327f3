import { deleteRows } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { sharedKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'

import { messageKeys } from './keys'

/** Admins only (RLS refuses anyone else). */
export const deleteMessages = (ids: string[]) => deleteRows(supabase, 'contact_submissions', ids)

export const useMessagesDeleteMutation = () =>
  useCrudMutation(deleteMessages, [
    messageKeys.all,
    sharedKeys.dashboardCounts,
    sharedKeys.recentActivity,
  ])
