/**
 * The bulk check posted to `/layanan/cek-sbu/massal`, as the server renderer takes
 * it (src/entry-server.tsx `submit`): the keys pasted in `keys` and the first column of an
 * uploaded CSV (`attachments`), at most 200, checked by `check_certificates` with the public
 * client (the server forwards the visitor's address: the database counts the check as one
 * lookup and one of the visitor's 10 bulk checks per 10 minutes). The answer is the page with
 * the table (the keys kept), a field error (422, 429), or the results as a CSV download
 * (`format=csv`, the same check again).
 */
import type { i18n as I18n } from 'i18next'

import {
  BULK_FILE_LIMIT,
  BULK_MAX_KEYS,
  type BulkCheckState,
  bulkCsv,
  type BulkResult,
  parseCsvKeys,
  parseKeys,
} from '@/features/register/lib/bulk-check'
import type { PublicClient } from '@/lib/public-client'

export type BulkOutcome =
  | { kind: 'csv'; body: string; filename: string }
  | { kind: 'page'; state: BulkCheckState; status: number }

export async function handleBulkCheck(
  fields: Record<string, string>,
  files: File[],
  client: PublicClient,
  i18n: I18n,
): Promise<BulkOutcome> {
  const t = i18n.getFixedT(i18n.language, 'public')
  const typed = (fields.keys ?? '').slice(0, 60_000)
  const page = (status: number, error: string | null, results: BulkResult[] | null = null) =>
    ({ kind: 'page', status, state: { keys: typed, error, results } }) as const
  const file = files[0]
  if (file && file.size > BULK_FILE_LIMIT) return page(413, t('register.bulk.fileTooLarge'))
  const keys = [...parseKeys(typed), ...(file ? parseCsvKeys(await file.text()) : [])]
  if (keys.length === 0) return page(422, t('register.bulk.empty'))
  if (keys.length > BULK_MAX_KEYS)
    return page(422, t('register.bulk.tooMany', { count: keys.length }))
  const { data, error } = await client.rpc('check_certificates', { keys })
  if (error) {
    if (error.code === 'PT429') return page(429, t('register.bulk.rateLimited'))
    return page(error.code === '22023' ? 422 : 503, t('register.bulk.error'))
  }
  const results = (data as unknown as { results: BulkResult[] }).results
  if (fields.format === 'csv')
    return { kind: 'csv', body: bulkCsv(results, t), filename: 'cek-sbu-massal.csv' }
  // The keys of a file are shown in the field too: the next check (or download) sends them.
  return { kind: 'page', status: 200, state: { keys: keys.join('\n'), error: null, results } }
}
