import { supabase } from '@/lib/supabase'
import type { CheckedValues } from '@/types/database'

export type PreviewTable = CheckedValues['preview_links']['table_name']

/**
 * A preview link of an item as the form would save it: the database makes the token
 * and the 48-hour expiry; visitors read it only through `preview_content(token)`.
 */
export async function createPreviewLink({
  table,
  recordId,
  data,
}: {
  table: PreviewTable
  recordId: string | null
  data: Record<string, unknown>
}): Promise<{ token: string; expires_at: string }> {
  const { data: link, error } = await supabase
    .from('preview_links')
    .insert({ table_name: table, record_id: recordId, data: data as never })
    .select('token, expires_at')
    .single()
  if (error) throw error
  return link
}
