// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { defineResource } from '@/lib/resource/resource'
import { translate } from '@/lib/translate'
import { renderStaff } from '@/test/render-staff'
import type { Tables } from '@/types/database'

import { ResourceScreen } from './resource-screen'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))

// A small resource over the seeded FAQs (the kit must not import a feature).
const faqs = defineResource<Tables<'faqs'>>({
  table: 'faqs',
  section: 'faq',
  list: {
    search: ['question->>id'],
    sortable: { question: 'question->>id', sort_order: 'sort_order' },
    defaultSort: { id: 'sort_order', desc: false },
    filters: { answered: (query, value) => (value === 'yes' ? query : query.is('id', null)) },
  },
  name: (row, language) => translate(row.question, language),
  columns: ({ t, language }) => [
    {
      id: 'question',
      header: t('faq.fields.question'),
      cell: ({ row }) => translate(row.original.question, language),
    },
    {
      id: 'category',
      header: t('faq.fields.category'),
      enableSorting: false,
      cell: ({ row }) => row.original.category,
      meta: { priority: 'optional' },
    },
  ],
})

const rows = (table: HTMLElement) => within(table).getAllByRole('row').length - 1
const loaded = () =>
  waitFor(() => expect(screen.queryByText('Memuat data…')).toBeNull(), { timeout: 10_000 })

describe('ResourceScreen over the seeded FAQs', () => {
  it('lists a page with its count, sorts by a header and keeps the state in the URL', async () => {
    const { user, router } = renderStaff(<ResourceScreen resource={faqs} />)
    const table = await screen.findByRole('table', { name: 'FAQ' })
    await loaded()
    expect(rows(table)).toBeGreaterThan(1)
    const pagination = screen.getByRole('navigation', { name: 'Navigasi halaman' })
    expect(pagination).toHaveTextContent(`1–${rows(table)} dari`)

    const header = within(table).getByRole('columnheader', { name: 'Pertanyaan' })
    await user.click(within(header).getByRole('button'))
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'))
    expect(router.state.location.search).toBe('?sort=question')
    await user.click(within(header).getByRole('button'))
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'))
    expect(router.state.location.search).toBe('?sort=-question')
  })

  it('applies a filter from the URL and offers to clear it when nothing matches', async () => {
    const { user, router } = renderStaff(<ResourceScreen resource={faqs} />, {
      url: '/admin/faq?answered=no',
    })
    expect(
      await screen.findByText('Tidak ada data yang cocok dengan pencarian atau filter.'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Hapus pencarian dan filter' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    // The empty result stays on screen (one row) until the unfiltered page arrives.
    const table = screen.getByRole('table', { name: 'FAQ' })
    await waitFor(() => expect(rows(table)).toBeGreaterThan(1), { timeout: 10_000 })
  })

  it('hides a column of lower priority when the table itself is narrow (container query)', async () => {
    renderStaff(<ResourceScreen resource={faqs} />)
    const table = await screen.findByRole('table', { name: 'FAQ' })
    await loaded()
    const wide = 'hidden [@container(min-width:56rem)]:table-cell'.split(' ')
    const optional = within(table).getByRole('columnheader', { name: 'Kategori' })
    expect(optional).toHaveClass(...wide)
    for (const row of within(table).getAllByRole('row').slice(1)) {
      expect(within(row).getAllByRole('cell').at(-2)).toHaveClass(...wide)
    }
    expect(within(table).getByRole('columnheader', { name: 'Pertanyaan' })).not.toHaveClass(
      'hidden',
    )
    // The query measures the table's wrapper, not the window (the sidebar takes width).
    expect(table.closest('.rounded-md.border')).toHaveClass('[container-type:inline-size]')
  })
})
