import { toEdgeFunctionError } from '@/lib/function-error'
import { supabase } from '@/lib/supabase'

export interface Checkpoint {
  id: number
  event_count: number
  head_hash: string
  signed_at: string
  key_id: string
}

/** Asks the register-checkpoint function to sign the status-event chain now. */
export async function signCheckpoint(): Promise<Checkpoint> {
  const { data, error } = await supabase.functions.invoke<{ checkpoint: Checkpoint }>(
    'register-checkpoint',
    { body: {} },
  )
  if (error) throw await toEdgeFunctionError(error)
  return data!.checkpoint
}
