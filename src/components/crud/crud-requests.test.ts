import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testClient, unique } from '@/test/backend'

import { fetchList, type ListConfig, READ_PAGE_ROWS } from './crud-requests'
import { parseListParams } from './list-params'

/**
 * The kit's CSV export against the embedded backend, whose API returns at most 1,000 rows per
 * request as hosted Supabase does: an export of a longer filtered list reads every row.
 * Holidays in the 2090s, so nothing else the shared backend runs sees them.
 */
const admin = testClient('admin')
const marker = unique('Libur ekspor')
const ROWS = 1234
const config: ListConfig = {
  search: ['name->>id'],
  sortable: { date: 'date' },
  defaultSort: { id: 'date', desc: false },
}
const day = (n: number) =>
  new Date(Date.UTC(2090, 0, 1) + n * 86_400_000).toISOString().slice(0, 10)

beforeAll(async () => {
  const rows = Array.from({ length: ROWS }, (_, n) => ({
    date: day(n),
    name: { id: `${marker} ${n}` },
  }))
  const { error } = await admin.from('holidays').insert(rows)
  if (error) throw error
})
afterAll(async () => {
  await admin.from('holidays').delete().ilike('name->>id', `${marker}%`)
})

describe('fetchList for a CSV export', () => {
  it('reads every row of a filtered list longer than one request, in order, with progress', async () => {
    // One request gets at most 1,000: what the export used to stop at.
    const capped = await admin.from('holidays').select('id').ilike('name->>id', `${marker}%`)
    expect(capped.data).toHaveLength(READ_PAGE_ROWS)

    const progress: [number, number][] = []
    const params = parseListParams(new URLSearchParams({ q: marker }))
    const { rows, count } = await fetchList<{ id: string; date: string }>(
      admin,
      'holidays',
      params,
      config,
      undefined,
      { all: true, onProgress: (done, total) => progress.push([done, total]) },
    )
    expect(count).toBe(ROWS)
    expect(rows).toHaveLength(ROWS)
    expect(new Set(rows.map((r) => r.id)).size).toBe(ROWS)
    expect(rows.map((r) => r.date)).toEqual(Array.from({ length: ROWS }, (_, n) => day(n)))
    expect(progress).toEqual([
      [1000, ROWS],
      [ROWS, ROWS],
    ])
  })

  it('still reads one page of a list the usual way', async () => {
    const params = parseListParams(new URLSearchParams({ q: marker, page: '3', size: '50' }))
    const { rows, count } = await fetchList<{ date: string }>(admin, 'holidays', params, config)
    expect(count).toBe(ROWS)
    expect(rows.map((r) => r.date)).toEqual(Array.from({ length: 50 }, (_, n) => day(100 + n)))
  })
})
