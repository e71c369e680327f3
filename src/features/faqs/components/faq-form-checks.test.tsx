// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { parseListParams } from '@/lib/resource/list-params'
import { unique } from '@/test/backend'
import { renderStaff } from '@/test/render-staff'

import { faqsResource } from '../faqs-resource'
import { FaqForm } from './faq-form'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))

/** The content checks in a kit form (the descriptor's `markdown: ['answer']`). */
describe('FaqForm content checks', () => {
  it('in a kit form: stops a save that publishes at an image without alt text, then saves once fixed', async () => {
    const onClose = vi.fn()
    const { user } = renderStaff(
      <FaqForm row={null} onClose={onClose} onReload={() => undefined} filters={{}} />,
    )
    const text = unique('Apakah ada denah?')
    await user.type(await screen.findByRole('textbox', { name: /Pertanyaan \(Indonesia\)/ }), text)
    const answer = screen.getByRole('textbox', { name: /Jawaban \(Indonesia\)/ })
    // Pasted: user-event reads brackets as key names when typed.
    await user.click(answer)
    await user.paste('Lihat ![](/media/denah.png) dan [](/informasi/faq).')
    await user.click(screen.getByRole('button', { name: 'Simpan' }))

    const panel = await screen.findByRole('region', { name: 'Pemeriksaan konten' })
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Belum disimpan: 1 masalah harus diperbaiki',
    )
    await waitFor(() => expect(panel).toHaveFocus())
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([
      expect.stringMatching(/^Menghalangi: Gambar tanpa teks/),
      expect.stringMatching(/^Peringatan: Tautan tanpa teks/),
    ])
    expect(onClose).not.toHaveBeenCalled()
    // What was typed stays.
    expect(answer).toHaveValue('Lihat ![](/media/denah.png) dan [](/informasi/faq).')

    await user.clear(answer)
    await user.click(answer)
    await user.paste('Lihat ![Denah kantor](/media/denah.png).')
    await user.click(screen.getByRole('button', { name: 'Simpan' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    const saved = await faqsResource.getList(
      parseListParams(new URLSearchParams({ q: text.slice(0, 60) })),
    )
    expect(saved.rows.map((r) => r.answer)).toEqual([
      { id: 'Lihat ![Denah kantor](/media/denah.png).' },
    ])
    await faqsResource.remove(saved.rows.map((r) => r.id))
  })
})
