import { sharedKeys } from '@/lib/query-keys'
import { deleteRows } from '@/lib/resource/crud-requests'
import { useCrudMutation } from '@/lib/resource/use-crud-mutation'
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
