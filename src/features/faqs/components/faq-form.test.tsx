import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { parseListParams } from '@/components/crud/list-params'
import { unique } from '@/test/backend'
import { renderStaff } from '@/test/render-staff'

import { faqsResource } from '../faqs-resource'
import { FaqForm } from './faq-form'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))

describe('FaqForm', () => {
  it('shows what is missing next to the field, then saves what was typed', async () => {
    const onClose = vi.fn()
    const { user } = renderStaff(
      <FaqForm row={null} onClose={onClose} onReload={() => undefined} filters={{}} />,
    )
    const form = await screen.findByRole('form', { name: 'Tambah FAQ' })
    const answer = screen.getByRole('textbox', { name: /Jawaban \(Indonesia\)/ })
    await user.type(answer, 'Sekitar dua minggu.')
    await user.click(screen.getByRole('button', { name: 'Simpan' }))

    const question = screen.getByRole('textbox', { name: /Pertanyaan \(Indonesia\)/ })
    await waitFor(() => expect(question).toHaveAttribute('aria-invalid', 'true'))
    expect(question).toHaveAccessibleDescription(/wajib/i)
    expect(onClose).not.toHaveBeenCalled()

    const text = unique('Berapa lama prosesnya?')
    await user.type(question, text)
    await user.click(screen.getByRole('button', { name: 'Simpan' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(form).toBeInTheDocument()

    const saved = await faqsResource.getList(
      parseListParams(new URLSearchParams({ q: text.slice(0, 60) })),
    )
    expect(saved.rows.map((r) => [r.question, r.answer, r.category, r.is_published])).toEqual([
      [{ id: text }, { id: 'Sekitar dua minggu.' }, 'umum', true],
    ])
    await faqsResource.remove(saved.rows.map((r) => r.id))
  })
})
