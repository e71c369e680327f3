import { supabase } from '@/lib/supabase'

export interface CreatedApiKey {
  id: string
  /** The key itself: in this answer only (the database keeps its hash). */
  key: string
  prefix: string
}

/** A new register API key (admins; the database refuses anyone else). */
export async function createApiKey(values: {
  name: string
  quotaPerHour: number
  quotaPerDay: number
}): Promise<CreatedApiKey> {
  const { data, error } = await supabase.rpc('create_register_api_key', {
    name: values.name,
    quota_per_hour: values.quotaPerHour,
    quota_per_day: values.quotaPerDay,
  })
  if (error) throw error
  return data as unknown as CreatedApiKey
}

/** Revokes a key for good: requests with it are answered 401 from now on (admins). */
export async function revokeApiKey(id: string): Promise<void> {
  const { data, error } = await supabase
    .from('register_api_keys')
    .update({ revoked_at: new Date().toISOString() })
    .eq('id', id)
    .is('revoked_at', null)
    .select('id')
  if (error) throw error
  if (!data?.length) throw new Error('not revoked')
}
