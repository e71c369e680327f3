import { queryOptions, useQuery } from '@tanstack/react-query'

import { EDITORIAL_TABLES } from '@/config/admin-screens'
import { tableKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'
import type { Tables } from '@/types/database'

import { fetchLastChange, type TableName } from './crud-requests'
import { ConflictError } from './db-errors'
import { useCrudMutation } from './use-crud-mutation'

/**
 * Review before publishing (docs/decisions/030): where the site requires an admin's approval for
 * a collection, an editor's change that publishes, or changes published content, is stored aside
 * (`content_reviews`) until an admin approves it or asks for changes. The database enforces it;
 * these requests are how the kit submits and decides.
 */
export type Review = Omit<Tables<'content_reviews'>, 'data'> & { data: Record<string, unknown> }

export const reviewKeys = tableKeys('content_reviews')

/** Whether a collection can require review at all (an editorial collection). */
export const isEditorialTable = (table: string) => EDITORIAL_TABLES.includes(table)

/**
 * Whether visitors see (or will see) a row, the same rule as the database's `private.is_live`:
 * `is_published`, else news' `status = 'published'`, else always (no publication state).
 */
export function isLive(row: Record<string, unknown> | null | undefined): boolean {
  if (!row) return false
  if ('is_published' in row) return row.is_published === true
  if ('status' in row) return row.status === 'published'
  return true
}

/** Does the caller's publishing in `table` go through review? (editors, where required) */
export async function publishingNeedsReview(table: string): Promise<boolean> {
  if (!isEditorialTable(table)) return false
  const { data, error } = await supabase.rpc('publishing_needs_review', { target: table })
  if (error) throw error
  return data === true
}

export function useReviewNeeded(table: string): boolean {
  const query = useQuery({
    queryKey: [...reviewKeys.all, 'needed', table],
    queryFn: () => publishingNeedsReview(table),
    enabled: isEditorialTable(table),
    staleTime: 60_000,
  })
  return query.data === true
}

/** Whether this save must be submitted for review rather than written. */
export const mustSubmit = (
  needed: boolean,
  row: Record<string, unknown> | null,
  fields: Record<string, unknown>,
) => needed && (isLive(row) || isLive({ ...row, ...fields }))

/**
 * Submits a change (`fields` as the form writes them) of `row` (null: a new item). Throws a
 * ConflictError when the item changed since it was loaded, like a conflict-checked save.
 */
export async function submitForReview(
  table: TableName,
  row: { id: string; updated_at: string } | null,
  fields: Record<string, unknown>,
): Promise<Review> {
  const { data, error } = await supabase.rpc('submit_for_review', {
    target: table,
    record_id: row?.id ?? (null as unknown as string),
    fields: fields as never,
    expected_updated_at: row?.updated_at ?? (null as unknown as string),
  })
  if (error) throw error
  const review = data as unknown as Review | null
  if (!review?.id)
    throw new ConflictError(row ? await fetchLastChange(supabase, table, row.id) : null)
  return review
}

/** The item's latest review that is still of interest: pending, or changes requested. */
export async function getItemReview(
  table: string,
  recordId: string,
  signal?: AbortSignal,
): Promise<Review | null> {
  let query = supabase
    .from('content_reviews')
    .select('*')
    .eq('table_name', table)
    .eq('record_id', recordId)
    .order('submitted_at', { ascending: false })
    .limit(1)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  const review = (data?.[0] ?? null) as Review | null
  return review && (review.status === 'pending' || review.status === 'changes_requested')
    ? review
    : null
}

export const itemReviewQuery = (table: string, recordId: string) =>
  queryOptions({
    queryKey: [...reviewKeys.all, 'item', table, recordId],
    queryFn: ({ signal }) => getItemReview(table, recordId, signal),
  })

/** One review with its row. */
export async function getReview(id: string, signal?: AbortSignal): Promise<Review | null> {
  const query = supabase.from('content_reviews').select('*').eq('id', id)
  const { data, error } = await (signal ? query.abortSignal(signal) : query).maybeSingle()
  if (error) throw error
  return data as Review | null
}

export const reviewQuery = (id: string) =>
  queryOptions({
    queryKey: reviewKeys.detail(id),
    queryFn: ({ signal }) => getReview(id, signal),
  })

/** The item as it is live now (null: a new item, or deleted since). */
export async function getLiveItem(
  table: string,
  recordId: string,
  signal?: AbortSignal,
): Promise<Record<string, unknown> | null> {
  const query = supabase
    .from(table as 'cms_pages')
    .select('*')
    .eq('id', recordId)
  const { data, error } = await (signal ? query.abortSignal(signal) : query).maybeSingle()
  if (error) throw error
  return data as Record<string, unknown> | null
}

export const liveItemQuery = (table: string, recordId: string) =>
  queryOptions({
    queryKey: [...reviewKeys.all, 'live', table, recordId],
    queryFn: ({ signal }) => getLiveItem(table, recordId, signal),
  })

/** Reviews waiting for an admin, oldest first (the queue); `table` narrows to one collection. */
export async function getPendingReviews(table?: string, signal?: AbortSignal): Promise<Review[]> {
  let query = supabase
    .from('content_reviews')
    .select('*')
    .eq('status', 'pending')
    .order('submitted_at', { ascending: true })
  if (table) query = query.eq('table_name', table)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return (data ?? []) as Review[]
}

export const pendingReviewsQuery = (table?: string) =>
  queryOptions({
    queryKey: [...reviewKeys.all, 'pending', table ?? ''],
    queryFn: ({ signal }) => getPendingReviews(table, signal),
  })

/**
 * The computed field every editorial table has (`in_review(row)`, staff only): whether a change
 * of the row waits for review. The lists select it for the badge and filter by it, in one request.
 */
export const IN_REVIEW = 'in_review'

async function decide(
  rpc: 'approve_review' | 'request_review_changes' | 'withdraw_review',
  args: Record<string, string>,
): Promise<Review> {
  const { data, error } = await supabase.rpc(rpc, args as never)
  if (error) throw error
  return data as unknown as Review
}

export const approveReview = (id: string) => decide('approve_review', { review_id: id })
export const requestReviewChanges = ({ id, comment }: { id: string; comment: string }) =>
  decide('request_review_changes', { review_id: id, comment })
export const withdrawReview = (id: string) => decide('withdraw_review', { review_id: id })

/** A decision refreshes the reviews and the collection's rows. */
export function useReviewDecision<TVars>(
  fn: (vars: TVars) => Promise<Review>,
  table: string | undefined,
) {
  return useCrudMutation(fn, [reviewKeys.all, ...(table ? [[table]] : [])])
}

/** The admin.json section whose field labels (and `title`) each collection's screen uses. */
export const REVIEW_SECTIONS: Readonly<Record<string, string>> = {
  cms_pages: 'cms',
  articles: 'news',
  faqs: 'faq',
  legal_products: 'legalProducts',
  clients: 'clients',
  rl_categories: 'scope',
  rl_subclass: 'scope',
  alur_sertifikasi: 'flow',
  struktur_organisasi: 'organization',
  legalitas: 'legality',
  hero_slides: 'heroSlider',
  testimonials: 'testimonials',
}

/** An item's name from whichever naming column it has (as the database's `review_label`). */
export function reviewItemName(data: Record<string, unknown>, language: 'id' | 'en'): string {
  for (const key of ['title', 'question', 'name', 'person_name', 'slug', 'code']) {
    const value = data[key]
    if (typeof value === 'string' && value) return value
    if (value && typeof value === 'object') {
      const text = (value as Record<string, unknown>)[language] ?? (value as { id?: unknown }).id
      if (typeof text === 'string' && text) return text
    }
  }
  return ''
}
