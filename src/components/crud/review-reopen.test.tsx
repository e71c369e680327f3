// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { defineResource } from '@/lib/resource/resource'
import { translate } from '@/lib/translate'
import { testClient, unique } from '@/test/backend'
import { renderStaff } from '@/test/render-staff'
import type { Tables } from '@/types/database'

import { EditingBadges } from './editing-panel'
import { ResourceSheet, useResourceForm } from './resource-form'
import { ResourceScreen } from './resource-screen'
import { TrashList } from './trash-list'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))

const editor = testClient('editor')
const admin = testClient('admin')

type Row = Tables<'legal_products'>

// A small resource over legal products (the kit's tests import no feature).
const legal = defineResource<Row, { summary: string }>({
  table: 'legal_products',
  section: 'legalProducts',
  list: {
    search: ['title->>id'],
    sortable: ['updated_at'],
    defaultSort: { id: 'updated_at', desc: true },
  },
  name: (row, language) => translate(row.title, language),
  columns: ({ t, language }) => [
    {
      id: 'title',
      header: t('legalProducts.fields.title'),
      cell: ({ row }) => translate(row.original.title, language),
    },
  ],
  form: {
    schema: z.object({ summary: z.string() }),
    defaults: (row) => ({ summary: translate(row?.summary, 'id') }),
    toRow: (values) => ({ summary: { id: values.summary } }),
  },
})

function SummaryForm({ row }: { row: Row }) {
  const state = useResourceForm(legal, { row, onReload: () => {} })
  return (
    <ResourceSheet state={state} onClose={() => {}}>
      <textarea aria-label="Ringkasan" {...state.form.register('summary')} />
    </ResourceSheet>
  )
}

/** A legal product and an editor's change of its summary, submitted for review. */
async function inReview(summary: string, title = unique('Peraturan tinjauan')) {
  const { data: item, error } = await admin
    .from('legal_products')
    .insert({ title: { id: title }, category: 'UU', summary: { id: 'Ringkasan terbit' } })
    .select('*')
    .single()
  if (error) throw error
  const submitted = await editor.rpc('submit_for_review', {
    target: 'legal_products',
    record_id: item.id,
    fields: { summary: { id: summary } },
    expected_updated_at: item.updated_at,
  })
  if (submitted.error) throw submitted.error
  return { item: item as Row, title }
}

describe('an item in review, reopened', () => {
  it('shows the pending change, not the live row, and says since when', async () => {
    const { item } = await inReview('Ringkasan yang menunggu')
    renderStaff(<SummaryForm row={item} />)
    const field = await screen.findByLabelText('Ringkasan')
    await waitFor(() => expect(field).toHaveValue('Ringkasan yang menunggu'))
    const note = await screen.findByTestId('review-pending-shown')
    expect(note).toHaveTextContent(
      /^Formulir ini menampilkan perubahan yang menunggu tinjauan sejak .+, bukan versi yang terbit\./,
    )
    // The live row is unchanged.
    const { data } = await admin.from('legal_products').select('summary').eq('id', item.id).single()
    expect(data?.summary).toEqual({ id: 'Ringkasan terbit' })
    await admin.from('legal_products').delete().eq('id', item.id)
  })
})

describe('the list’s in-review badge', () => {
  it('marks the rows with a pending change, from the list’s own request', async () => {
    const { item, title } = await inReview('Ringkasan lencana')
    const { router } = renderStaff(<ResourceScreen resource={legal} />, {
      url: `/?q=${encodeURIComponent(title)}`,
    })
    const table = await screen.findByRole('table', { name: 'Produk Hukum' })
    const row = await within(table).findByRole('row', { name: new RegExp(title) })
    expect(within(row).getByTestId('in-review')).toHaveTextContent('Menunggu tinjauan')
    expect(router.state.location.search).toContain('q=')
    await admin.from('legal_products').delete().eq('id', item.id)
  })

  it('filters by it in the same request ("Tinjauan: Menunggu tinjauan")', async () => {
    const base = unique('Peraturan saring')
    const { item } = await inReview('Ringkasan saring', `${base} satu`)
    const { data: other } = await admin
      .from('legal_products')
      .insert({ title: { id: `${base} dua` }, category: 'UU' })
      .select('id')
      .single()
    renderStaff(<ResourceScreen resource={legal} />, {
      url: `/?q=${encodeURIComponent(base)}&review=pending`,
    })
    const table = await screen.findByRole('table', { name: 'Produk Hukum' })
    await within(table).findByRole('row', { name: new RegExp(`${base} satu`) })
    expect(within(table).queryByRole('row', { name: new RegExp(`${base} dua`) })).toBeNull()
    expect(screen.getByRole('navigation', { name: 'Navigasi halaman' })).toHaveTextContent(
      '1–1 dari 1',
    )
    await admin.from('legal_products').delete().in('id', [item.id, other!.id])
  })

  it('renders the badge beside the others, with its title', () => {
    renderStaff(<EditingBadges section="faq" english={{}} editors={undefined} inReview />)
    expect(screen.getByTestId('in-review')).toHaveAttribute(
      'title',
      'Ada perubahan yang menunggu persetujuan admin.',
    )
  })
})

describe('bulk delete of a collection with a trash', () => {
  it('says the items go to the Trash', async () => {
    const title = unique('Peraturan sampah')
    const { data: item } = await admin
      .from('legal_products')
      .insert({ title: { id: title }, category: 'UU' })
      .select('id')
      .single()
    const { user } = renderStaff(<ResourceScreen resource={legal} />, {
      url: `/?q=${encodeURIComponent(title)}`,
    })
    const table = await screen.findByRole('table', { name: 'Produk Hukum' })
    const row = await within(table).findByRole('row', { name: new RegExp(title) })
    await user.click(within(row).getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Hapus terpilih (1)' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('1 item akan dipindahkan ke Sampah.')
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }))
    await admin.from('legal_products').delete().eq('id', item!.id)
  })
})

describe('TrashList on the kit’s DataTable', () => {
  it('lists a trashed item with restore, searches and says when nothing matches', async () => {
    const title = unique('Peraturan dibuang')
    const { data: item } = await admin
      .from('legal_products')
      .insert({ title: { id: title }, category: 'UU' })
      .select('id')
      .single()
    await admin.from('legal_products').delete().eq('id', item!.id)
    const { user } = renderStaff(<TrashList table="legal_products" />)
    const table = await screen.findByRole('table', { name: 'Sampah' })
    const search = screen.getByRole('searchbox')
    await user.type(search, title)
    const row = await within(table).findByRole('row', { name: new RegExp(title) })
    expect(within(row).getByRole('button', { name: `Pulihkan ${title}` })).toBeInTheDocument()
    await user.clear(search)
    await user.type(search, 'tidak-ada-yang-cocok-sama-sekali{Enter}')
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: new RegExp(title) })).toBeNull(),
    )
    expect(screen.getByRole('button', { name: 'Hapus pencarian dan filter' })).toBeInTheDocument()
  })
})
