import { type QueryKey, queryOptions, useQuery } from '@tanstack/react-query'

import { tableKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'
import type { CheckedValues, Tables } from '@/types/database'

import type { TableName } from './crud-requests'
import { fetchLastChange } from './crud-requests'
import { ConflictError } from './db-errors'
import { useCrudMutation } from './use-crud-mutation'

/** One saved version of an item (docs/decisions/020). */
export type Revision = Tables<'content_revisions'> & { data: Record<string, unknown> }
/** A version as the history lists it: no row data (that is loaded for the diff only). */
export type RevisionSummary = Omit<Revision, 'data'>

/** The tables whose saves keep versions (migration 20261125100000). */
export type RevisionedTable = CheckedValues['content_revisions']['table_name']

/** The admin.json section whose field labels each table's screen uses. */
export const REVISION_SECTIONS: Record<RevisionedTable, string> = {
  cms_pages: 'cms',
  articles: 'news',
  faqs: 'faq',
  legal_products: 'legalProducts',
  alur_sertifikasi: 'flow',
  hero_slides: 'heroSlider',
}

const SUMMARY =
  'id, table_name, record_id, version, action, changed_fields, restored_version, actor_id, actor_name, audit_log_id, created_at'
export const revisionKeys = tableKeys('content_revisions')

/** Every kept version of an item, newest first, without the row data. */
export async function getRevisions(
  table: RevisionedTable,
  recordId: string,
  signal?: AbortSignal,
): Promise<RevisionSummary[]> {
  let query = supabase
    .from('content_revisions')
    .select(SUMMARY)
    .eq('table_name', table)
    .eq('record_id', recordId)
    .order('version', { ascending: false })
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return data as RevisionSummary[]
}

/** A version with its row, and the version kept before it (null: the first, or pruned). */
export async function getRevisionWithPrevious(
  id: number,
  signal?: AbortSignal,
): Promise<{ revision: Revision; previous: Revision | null }> {
  const one = supabase.from('content_revisions').select('*').eq('id', id)
  const { data, error } = await (signal ? one.abortSignal(signal) : one).single()
  if (error) throw error
  const revision = data as Revision
  let before = supabase
    .from('content_revisions')
    .select('*')
    .eq('table_name', revision.table_name)
    .eq('record_id', revision.record_id)
    .lt('version', revision.version)
    .order('version', { ascending: false })
    .limit(1)
  if (signal) before = before.abortSignal(signal)
  const previous = await before.maybeSingle()
  if (previous.error) throw previous.error
  return { revision, previous: previous.data as Revision | null }
}

/** The version an audit entry's save made, if it is still kept. */
export async function getRevisionOfAuditEntry(
  auditId: number,
  signal?: AbortSignal,
): Promise<RevisionSummary | null> {
  let query = supabase.from('content_revisions').select(SUMMARY).eq('audit_log_id', auditId)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query.maybeSingle()
  if (error) throw error
  return data as RevisionSummary | null
}

/**
 * Writes a version's content back to its item (a new version), only if the item still has the
 * `updated_at` it was loaded with (docs/product.md#no-lost-updates); otherwise a ConflictError
 * naming who changed it.
 */
export async function restoreRevision({
  revision,
  loaded,
}: {
  revision: Pick<RevisionSummary, 'id' | 'table_name'>
  loaded: { id: string; updated_at: string }
}): Promise<Record<string, unknown>> {
  const { data, error } = await supabase.rpc('restore_revision', {
    revision_id: revision.id,
    expected_updated_at: loaded.updated_at,
  })
  if (error) throw error
  if (data === null)
    throw new ConflictError(
      await fetchLastChange(supabase, revision.table_name as TableName, loaded.id),
    )
  return data as Record<string, unknown>
}

export const revisionsQuery = (table: RevisionedTable, recordId: string) =>
  queryOptions({
    queryKey: revisionKeys.list({ table, recordId }),
    queryFn: ({ signal }) => getRevisions(table, recordId, signal),
  })

export const useRevisions = (table: RevisionedTable, recordId: string, enabled: boolean) =>
  useQuery({ ...revisionsQuery(table, recordId), enabled })

export const useRevisionWithPrevious = (id: number) =>
  useQuery({
    queryKey: revisionKeys.detail(String(id)),
    queryFn: ({ signal }) => getRevisionWithPrevious(id, signal),
  })

export const useRevisionOfAuditEntry = (auditId: number, enabled = true) =>
  useQuery({
    queryKey: [...revisionKeys.all, 'audit', auditId],
    queryFn: ({ signal }) => getRevisionOfAuditEntry(auditId, signal),
    enabled,
  })

/** Restores and refreshes the item's table (lists, details), the history and `roots`. */
export const useRestoreRevision = (roots: readonly QueryKey[]) =>
  useCrudMutation(restoreRevision, [...roots, revisionKeys.all])
