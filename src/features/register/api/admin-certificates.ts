import { queryOptions } from '@tanstack/react-query'

import { tableKeys } from '@/lib/query-keys'
import { ConflictError } from '@/lib/resource/db-errors'
import { supabase } from '@/lib/supabase'

import type { ImportError, ImportRow } from '../lib/import-csv'
import { registerKeys } from './keys'

export interface ImportResult {
  rows: number
  valid: number
  errors: ImportError[]
  created: number
  updated: number
}

/** Checks rows (`apply: false`) or writes them all in one transaction (`apply: true`). */
export async function importCertificates(rows: ImportRow[], apply: boolean): Promise<ImportResult> {
  const { data, error } = await supabase.rpc('import_certificates', { rows, apply })
  if (error) throw error
  return data as unknown as ImportResult
}

/** A certificate with its company and subclasses, for the edit page. */
export async function getCertificate(id: string, signal?: AbortSignal) {
  const { data, error } = await supabase
    .from('certificates')
    .select('*, certified_companies(*), certificate_subclasses(qualification, rl_subclass(code))')
    .eq('id', id)
    .abortSignal(signal ?? new AbortController().signal)
    .maybeSingle()
  if (error) throw error
  return data
}
export type CertificateDetail = NonNullable<Awaited<ReturnType<typeof getCertificate>>>

export const certificateDetailQuery = (id: string) =>
  queryOptions({
    queryKey: registerKeys.detail(id),
    queryFn: ({ signal }) => getCertificate(id, signal),
  })

/** A registered company by NIB (the form fills the company from it), or null. */
export async function findCompanyByNib(nib: string) {
  const { data } = await supabase
    .from('certified_companies')
    .select('*')
    .eq('nib', nib)
    .maybeSingle()
  return data
}

/**
 * A certificate's whole status history, newest first: staff decisions, imports and the derived
 * expiry, each with who made it (name, email, role), when it was recorded and its position in
 * the register's hash chain.
 */
export async function getStatusHistory(certificateId: string, signal?: AbortSignal) {
  const { data, error } = await supabase
    .from('certificate_status_events')
    .select(
      'id, seq, from_status, to_status, changed_on, reason, actor_name, actor_email, actor_role, created_at',
    )
    .eq('certificate_id', certificateId)
    .order('seq', { ascending: false })
    .abortSignal(signal ?? new AbortController().signal)
  if (error) throw error
  return data
}

/**
 * Changes the status (the database writes the history event and refuses a missing reason or
 * restoring a revoked certificate); only if the row is unchanged since it was loaded.
 */
export async function changeCertificateStatus(
  certificate: { id: string; updated_at: string },
  change: { status: string; reason: { id: string; en: string } | null; changed_on: string },
): Promise<void> {
  const { data, error } = await supabase
    .from('certificates')
    .update({
      status: change.status,
      status_reason: change.reason,
      status_changed_on: change.changed_on,
    })
    .eq('id', certificate.id)
    .eq('updated_at', certificate.updated_at)
    .select('id')
  if (error) throw error
  // Changed by someone else since the dialog opened (docs/product.md#no-lost-updates).
  if (!data?.length) throw new ConflictError(null)
}

/**
 * Every subclass of the scope in code order: the form's subclass selects and the list's filter.
 * (The scope's own "in order" query is per classification.)
 */
export const subclassChoicesQuery = () =>
  queryOptions({
    queryKey: tableKeys('rl_subclass').order('all'),
    queryFn: async ({ signal }) => {
      const { data, error } = await supabase
        .from('rl_subclass')
        .select('id, code, name')
        .order('code')
        .abortSignal(signal)
      if (error) throw error
      return data
    },
  })
