// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { fetchList, type ListConfig, READ_PAGE_ROWS } from '@/lib/resource/crud-requests'
import { parseListParams } from '@/lib/resource/list-params'
import { defineResource } from '@/lib/resource/resource'
import { testClient, unique } from '@/test/backend'
import { renderStaff } from '@/test/render-staff'
import type { Tables } from '@/types/database'

import { ResourceScreen } from './resource-screen'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))
const downloads = vi.hoisted(() => [] as { filename: string; csv: string }[])
vi.mock('@/lib/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/csv')>()),
  downloadCsv: (filename: string, csv: string) => downloads.push({ filename, csv }),
}))

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

describe('the CSV export button', () => {
  it('exports every filtered row, showing the progress while it reads', async () => {
    const holidays = defineResource<Tables<'holidays'>>({
      table: 'holidays',
      section: 'holidays',
      list: config,
      name: (row) => row.date,
      columns: () => [{ id: 'date', header: 'Tanggal', cell: ({ row }) => row.original.date }],
      readOnly: true,
      csv: { filename: 'libur', columns: () => [{ header: 'date', value: (r) => r.date }] },
    })
    const { user } = renderStaff(<ResourceScreen resource={holidays} />, {
      url: `/admin/hari-libur?q=${encodeURIComponent(marker)}`,
    })
    await screen.findByText(`1–20 dari ${ROWS}`)
    // Everything the page showed while exporting (the bar is gone once the file is made).
    const seen = new Set<string>()
    const observer = new MutationObserver(() => {
      const status = document.querySelector('[role="status"] progress')?.parentElement
      if (status?.textContent) seen.add(status.textContent)
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    await user.click(screen.getByRole('button', { name: 'Ekspor CSV' }))
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 20_000 })
    observer.disconnect()
    expect([...seen]).toContain('Mengekspor 1.000 dari 1.234 baris…')
    const lines = downloads[0]!.csv.trim().split('\r\n')
    expect(lines).toHaveLength(ROWS + 1)
    expect(lines.at(-1)).toBe(day(ROWS - 1))
    expect(await screen.findByText(`${ROWS} baris diekspor`)).toBeVisible()
  })
})
