// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import type { Review } from '@/lib/resource/review-requests'
import { testClient, unique } from '@/test/backend'
import { renderStaff } from '@/test/render-staff'

import { ReviewPanel } from './review-panel'
import { ReviewStatusView } from './review-status'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asAdmin()))

const editor = testClient('editor')
const admin = testClient('admin')

/** A legal product (made by the admin) and an editor's change of its summary, submitted. */
async function submitted(summary: string) {
  const title = unique('Peraturan uji')
  const { data: item, error } = await admin
    .from('legal_products')
    .insert({ title: { id: title }, category: 'UU', summary: { id: 'Ringkasan lama' } })
    .select('*')
    .single()
  if (error) throw error
  const { data, error: submitError } = await editor.rpc('submit_for_review', {
    target: 'legal_products',
    record_id: item.id,
    fields: { summary: { id: summary } },
    expected_updated_at: item.updated_at,
  })
  if (submitError) throw submitError
  return {
    item: item as Record<string, unknown> & { id: string },
    review: data as unknown as Review,
  }
}

/** The legal product's summary as the admin reads it. */
const summaryOf = async (id: string) =>
  (await admin.from('legal_products').select('summary').eq('id', id).single()).data?.summary

/** The review as `client` reads it. */
const reviewAs = async (client: typeof admin, id: string) =>
  (await client.from('content_reviews').select('*').eq('id', id).single()).data

describe('ReviewPanel', () => {
  it('shows the change against the published version, and approving publishes it', async () => {
    const { item, review } = await submitted('Ringkasan baru yang disetujui')
    const { user } = renderStaff(
      <ReviewPanel review={review} live={item} canDecide canWithdraw={false} />,
    )
    expect(screen.getByText('Menunggu tinjauan')).toBeInTheDocument()
    // The revision diff: the summary's before and after, nothing else.
    expect(screen.getByRole('heading', { name: 'Ringkasan' })).toBeInTheDocument()
    expect(screen.getByText('Ringkasan lama')).toBeInTheDocument()
    expect(screen.getByText('Ringkasan baru yang disetujui')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Judul' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Setujui dan terbitkan' }))
    await waitFor(async () =>
      expect(await summaryOf(item.id)).toEqual({ id: 'Ringkasan baru yang disetujui' }),
    )
    expect((await reviewAs(admin, review.id))?.status).toBe('approved')
    await admin.from('legal_products').delete().eq('id', item.id)
  })

  it('asks for a comment before requesting changes, which the editor then sees on the item', async () => {
    const { item, review } = await submitted('Ringkasan yang perlu diubah')
    const { user } = renderStaff(
      <ReviewPanel review={review} live={item} canDecide canWithdraw={false} />,
    )
    await user.click(screen.getByRole('button', { name: 'Minta perubahan' }))
    const comment = screen.getByRole('textbox', { name: 'Apa yang perlu diubah' })
    await waitFor(() => expect(comment).toHaveAttribute('aria-invalid', 'true'))
    expect(comment).toHaveAccessibleDescription(/Wajib diisi/)

    await user.type(comment, 'Tambahkan nomor pasal.')
    await user.click(screen.getByRole('button', { name: 'Minta perubahan' }))
    await waitFor(async () =>
      expect(await reviewAs(editor, review.id)).toMatchObject({
        status: 'changes_requested',
        comment: 'Tambahkan nomor pasal.',
      }),
    )
    // The live item is untouched.
    expect(await summaryOf(item.id)).toEqual({ id: 'Ringkasan lama' })

    const latest = await reviewAs(editor, review.id)
    renderStaff(<ReviewStatusView review={latest as unknown as Review} />)
    expect(await screen.findByText('Perlu perubahan')).toBeInTheDocument()
    expect(screen.getByText('Tambahkan nomor pasal.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Lihat tinjauan' })).toHaveAttribute(
      'href',
      `/admin/tinjauan/${review.id}`,
    )
    await admin.from('legal_products').delete().eq('id', item.id)
  })

  it('offers no decision to an editor, only withdrawing their own submission', async () => {
    const { item, review } = await submitted('Ringkasan yang ditarik')
    renderStaff(<ReviewPanel review={review} live={item} canDecide={false} canWithdraw />)
    expect(screen.queryByRole('button', { name: 'Setujui dan terbitkan' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Minta perubahan' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Tarik pengajuan' })).toBeInTheDocument()
    await editor.rpc('withdraw_review', { review_id: review.id })
    await admin.from('legal_products').delete().eq('id', item.id)
  })
})
