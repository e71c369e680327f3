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
}): Promise<ActivePreviewLink> {
  const { data: link, error } = await supabase
    .from('preview_links')
    .insert({ table_name: table, record_id: recordId, data: data as never })
    .select('id, token, expires_at')
    .single()
  if (error) throw error
  return link
}

export interface ActivePreviewLink {
  id: string
  token: string
  expires_at: string
}

/**
 * The item's links that still work: by the saved item's id, or (an item not saved yet) the
 * links this form made. Readable by editors and admins only (RLS).
 */
export async function listActivePreviewLinks({
  table,
  recordId,
  ids,
}: {
  table: PreviewTable
  recordId: string | null
  ids: readonly string[]
}): Promise<ActivePreviewLink[]> {
  let query = supabase
    .from('preview_links')
    .select('id, token, expires_at')
    .eq('table_name', table)
    .gt('expires_at', new Date().toISOString())
  if (recordId) query = query.eq('record_id', recordId)
  else if (ids.length > 0) query = query.in('id', [...ids])
  else return []
  const { data, error } = await query.order('expires_at', { ascending: false })
  if (error) throw error
  return data
}

/**
 * Revokes a link before it expires: the row goes, and `preview_content(token)` answers null
 * (the public page 404s as for an unknown link). Editors and admins only (RLS); a delete that
 * matched no row (already gone, or not allowed) is an error.
 */
export async function revokePreviewLink(id: string): Promise<void> {
  const { data, error } = await supabase.from('preview_links').delete().eq('id', id).select('id')
  if (error) throw error
  if (data.length === 0) throw new Error('preview link not found')
}
