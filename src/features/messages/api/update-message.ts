import { sharedKeys } from '@/lib/query-keys'
import { updateIfUnchanged } from '@/lib/resource/crud-requests'
import { useCrudMutation } from '@/lib/resource/use-crud-mutation'
import { supabase } from '@/lib/supabase'

import type { MessageRow } from '../schemas'
import { messageKeys } from './keys'

export interface UpdateMessageVars {
  row: MessageRow
  values: { status: 'dibaca' | 'dibalas'; handled_by: string; notes?: string }
}

/** Status, note and handler, saved only if the message is unchanged since it was loaded. */
export const updateMessage = ({ row, values }: UpdateMessageVars) =>
  updateIfUnchanged<MessageRow>(supabase, 'contact_submissions', row.id, row.updated_at, values)

export const useMessageUpdateMutation = () =>
  useCrudMutation(updateMessage, [
    messageKeys.all,
    sharedKeys.dashboardCounts,
    sharedKeys.recentActivity,
  ])
