// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { saveRow } from '@/lib/resource/crud-requests'
import { testClient, unique } from '@/test/backend'
import { renderStaff } from '@/test/render-staff'
import type { Tables } from '@/types/database'

import { FaqForm } from './faq-form'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))

// The kit's autosave in a real form: one change (a paste) is enough; the re-render that marks the
// form dirty must not drop the pending write.
describe('FaqForm autosave', () => {
  it('writes a draft a few seconds after a single change', async () => {
    const row = await saveRow<Tables<'faqs'>>(testClient('editor'), 'faqs', null, {
      question: { id: unique('Draf form') },
      answer: { id: 'Jawaban.' },
      category: 'umum',
    })
    const { user } = renderStaff(
      <FaqForm row={row} onClose={() => {}} onReload={() => {}} filters={{}} />,
    )
    const input = await screen.findByLabelText('Pertanyaan (Indonesia)')
    await user.click(input)
    await user.paste(' tambah')
    expect(
      await screen.findByText(/^Tersimpan otomatis/, {}, { timeout: 8000 }),
    ).toBeInTheDocument()
  }, 20000)
})
