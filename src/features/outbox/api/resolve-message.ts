import { tableKeys } from '@/lib/query-keys'
import { useCrudMutation } from '@/lib/resource/use-crud-mutation'
import { supabase } from '@/lib/supabase'

export type ResolveAction = 'retry' | 'sent' | 'cancel'

/** An admin's decision on a message that failed, may not have gone out, expired or waits. */
export async function resolveMessage(vars: { id: string; action: ResolveAction }): Promise<void> {
  const { error } = await supabase.rpc('outbox_resolve', {
    message_id: vars.id,
    action: vars.action,
  })
  if (error) throw error
}

export const useResolveMessageMutation = () =>
  useCrudMutation(resolveMessage, [tableKeys('outbox').all, tableKeys('notifications').all])
