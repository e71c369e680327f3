/**
 * Team editing on the editorial collections (docs/decisions/032-drafts-presence-translations.md):
 * the form's autosaved draft (per user and item), presence heartbeats and take-over, and the
 * translation status (English missing or older than the Indonesian) with "mark up to date".
 * The database decides who may do what; these are the requests the kit's forms and lists make.
 */
import { EDITORIAL_TABLES } from '@/config/admin-screens'
import type { Json } from '@/types/database'

import { getRuntimeEnv } from '../env'
import { supabase } from '../supabase'
import { resolveSupabaseUrl } from '../supabase-url'

/** Whether a table gets autosave, presence and translation status (an editorial collection). */
export const isEditorial = (table: string) => EDITORIAL_TABLES.includes(table)

/** The draft key of an item: its id, or `new` for the create form. */
export const draftKey = (id: string | null | undefined) => id ?? 'new'

export interface Draft {
  data: Record<string, unknown>
  base_updated_at: string | null
  saved_at: string
}

/** The caller's draft of an item, or null (RLS: only the owner reads it). */
export async function getDraft(table: string, itemKey: string): Promise<Draft | null> {
  const { data, error } = await supabase
    .from('editing_drafts')
    .select('data, base_updated_at, saved_at')
    .eq('table_name', table)
    .eq('item_key', itemKey)
    .maybeSingle()
  if (error) throw error
  return data as Draft | null
}

/** Writes (or replaces) the caller's draft; returns when the database saved it. */
export async function saveDraft(
  table: string,
  itemKey: string,
  values: Record<string, unknown>,
  baseUpdatedAt: string | null,
): Promise<string> {
  const { data, error } = await supabase
    .from('editing_drafts')
    .upsert(
      {
        table_name: table,
        item_key: itemKey,
        data: values as Json,
        base_updated_at: baseUpdatedAt,
        saved_at: new Date().toISOString(),
      },
      { onConflict: 'user_id,table_name,item_key' },
    )
    .select('saved_at')
    .single()
  if (error) throw error
  return (data as { saved_at: string }).saved_at
}

export async function deleteDraft(table: string, itemKey: string): Promise<void> {
  const { error } = await supabase
    .from('editing_drafts')
    .delete()
    .eq('table_name', table)
    .eq('item_key', itemKey)
  if (error) throw error
}

export interface PresenceOther {
  user_id: string
  name: string
  mode: 'edit' | 'read'
  since: string
}

export interface PresenceState {
  taken_over_by: string | null
  others: PresenceOther[]
}

/** Seconds between heartbeats; the database forgets a heartbeat after 30. */
export const HEARTBEAT_SECONDS = 10

export async function heartbeat(
  table: string,
  id: string,
  mode: 'edit' | 'read',
): Promise<PresenceState> {
  const { data, error } = await supabase.rpc('editing_heartbeat', { target: table, item: id, mode })
  if (error) throw error
  return data as unknown as PresenceState
}

export async function takeOver(table: string, id: string): Promise<PresenceState> {
  const { data, error } = await supabase.rpc('editing_take_over', { target: table, item: id })
  if (error) throw error
  return data as unknown as PresenceState
}

export async function leave(table: string, id: string): Promise<void> {
  const { error } = await supabase.rpc('editing_leave', { target: table, item: id })
  if (error) throw error
}

/**
 * The same as `leave` while the page unloads: a keepalive request that outlives the tab
 * (best effort; the 30-second expiry covers a tab that could not say goodbye).
 */
export function leaveOnUnload(table: string, id: string, accessToken: string | null) {
  if (!accessToken || typeof fetch === 'undefined') return
  const env = getRuntimeEnv()
  const url = `${resolveSupabaseUrl(env.supabaseUrl)}/rest/v1/rpc/editing_leave`
  void fetch(url, {
    method: 'POST',
    keepalive: true,
    headers: {
      apikey: env.supabaseAnonKey ?? '',
      Authorization: `Bearer ${accessToken}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ target: table, item: id }),
  }).catch(() => undefined)
}

/** Who has which item of a table open for editing now (heartbeats of the last 30 s). */
export async function listEditors(table: string): Promise<Record<string, PresenceOther[]>> {
  const { data, error } = await supabase
    .from('editing_presence')
    .select('row_id, user_id, user_name, mode, started_at')
    .eq('table_name', table)
  if (error) throw error
  const byRow: Record<string, PresenceOther[]> = {}
  for (const r of data ?? []) {
    ;(byRow[r.row_id] ??= []).push({
      user_id: r.user_id,
      name: r.user_name,
      mode: r.mode as 'edit' | 'read',
      since: r.started_at,
    })
  }
  return byRow
}

export type EnglishState = 'missing' | 'outdated'

/** Field → state, only the fields whose English needs work (the `english_fields` computed field). */
export type EnglishFields = Record<string, EnglishState>

/** The list filter: its URL values and how each narrows the query (computed fields). */
export const ENGLISH_FILTER = 'english'
export const ENGLISH_FILTER_VALUES = ['missing', 'outdated'] as const

/** An item's fields whose English is missing or outdated. */
export async function getEnglishFields(table: string, id: string): Promise<EnglishFields> {
  // A computed field of every editorial table (the typed client does not know it).
  const loose = supabase as unknown as {
    from: (t: string) => {
      select: (c: string) => {
        eq: (
          c: string,
          v: string,
        ) => { maybeSingle: () => PromiseLike<{ data: unknown; error: unknown }> }
      }
    }
  }
  const { data, error } = await loose
    .from(table)
    .select('english_fields')
    .eq('id', id)
    .maybeSingle()
  if (error) throw error
  return ((data as { english_fields?: EnglishFields } | null)?.english_fields ??
    {}) as EnglishFields
}

export async function markEnglishCurrent(table: string, id: string): Promise<void> {
  const { error } = await supabase.rpc('mark_english_current', { target: table, item: id })
  if (error) throw error
}

export interface EnglishCount {
  table_name: string
  missing: number
  outdated: number
}

/** Per editorial table: items whose English is missing, or outdated (the dashboard). */
export async function getEnglishCounts(): Promise<EnglishCount[]> {
  const { data, error } = await supabase.rpc('english_to_update')
  if (error) throw error
  return (data ?? []) as EnglishCount[]
}

export const editingKeys = {
  draft: (table: string, itemKey: string) => ['editing_drafts', table, itemKey] as const,
  editors: (table: string) => ['editing_presence', table] as const,
  english: (table: string, id: string) => [table, 'english', id] as const,
  englishCounts: ['translation_status', 'counts'] as const,
}

/** The signed-in user's access token (for the keepalive request while the page unloads). */
export async function currentAccessToken(): Promise<string | null> {
  const { data } = await supabase.auth.getSession()
  return data.session?.access_token ?? null
}

/** The signed-in user's id (a list leaves out the user's own presence). */
export async function currentUserId(): Promise<string | null> {
  const { data } = await supabase.auth.getSession()
  return data.session?.user.id ?? null
}
