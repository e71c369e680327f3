// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { parseListParams } from '@/lib/resource/list-params'
import { unique } from '@/test/backend'
import { renderStaff } from '@/test/render-staff'

import { faqFormDefaults } from '../admin-schemas'
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

  it('lists the versions of the FAQ, shows what a version changed, and restores an old one as a new version', async () => {
    const question = { id: unique('Apakah ada riwayat?'), en: '' }
    const values = (answer: string) => ({
      ...faqFormDefaults(null),
      question,
      answer: { id: answer, en: '' },
    })
    const first = await faqsResource.save({ row: null, values: values('Jawaban pertama.') })
    const second = await faqsResource.save({ row: first, values: values('Jawaban kedua.') })
    const onReload = vi.fn()
    const { user } = renderStaff(
      <FaqForm row={second} onClose={() => undefined} onReload={onReload} filters={{}} />,
    )
    await user.click(await screen.findByRole('button', { name: 'Tampilkan riwayat' }))
    const versions = await screen.findByRole('list', { name: 'Riwayat versi' })
    const items = await within(versions).findAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Versi 2versi saat iniDiubah oleh Uji.*Yang berubah: Jawaban/),
      expect.stringMatching(/^Versi 1Dibuat oleh Uji/),
    ])

    await user.click(screen.getByRole('button', { name: 'Lihat perubahan versi 2' }))
    const dialog = await screen.findByRole('dialog', { name: /Versi 2/ })
    expect(await within(dialog).findByText('Dibandingkan dengan versi 1.')).toBeInTheDocument()
    expect(within(dialog).getByRole('heading', { name: 'Jawaban' })).toBeInTheDocument()
    expect(within(dialog).getByText('Jawaban pertama.')).toBeInTheDocument()
    expect(within(dialog).getByText('Jawaban kedua.')).toBeInTheDocument()
    // The current version has nothing to restore.
    expect(within(dialog).queryByRole('button', { name: /Pulihkan/ })).toBeNull()
    await user.click(within(dialog).getAllByRole('button', { name: 'Tutup' })[0]!)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Versi 2/ })).toBeNull())

    await user.click(screen.getByRole('button', { name: 'Pulihkan versi 1' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Pulihkan versi 1?' })
    await user.click(within(confirm).getByRole('button', { name: 'Pulihkan' }))
    await waitFor(() => expect(onReload).toHaveBeenCalled())
    expect((await faqsResource.getOne(first.id))?.answer).toEqual({ id: 'Jawaban pertama.' })
    expect(
      await within(versions).findByText(/Dipulihkan dari versi 1 oleh Uji/),
    ).toBeInTheDocument()
    await faqsResource.remove([first.id])
  })

  it('restores only over the version the form loaded, and says who changed it otherwise', async () => {
    const question = { id: unique('Siapa mengubah?'), en: '' }
    const values = (answer: string) => ({
      ...faqFormDefaults(null),
      question,
      answer: { id: answer, en: '' },
    })
    const first = await faqsResource.save({ row: null, values: values('Satu.') })
    const second = await faqsResource.save({ row: first, values: values('Dua.') })
    await faqsResource.save({ row: second, values: values('Tiga, oleh orang lain.') })
    const { user } = renderStaff(
      <FaqForm row={second} onClose={() => undefined} onReload={() => undefined} filters={{}} />,
    )
    await user.click(await screen.findByRole('button', { name: 'Tampilkan riwayat' }))
    await user.click(await screen.findByRole('button', { name: 'Pulihkan versi 1' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Pulihkan versi 1?' })
    await user.click(within(confirm).getByRole('button', { name: 'Pulihkan' }))
    expect(
      await screen.findByRole('alertdialog', { name: 'Data telah diubah orang lain' }),
    ).toBeInTheDocument()
    expect((await faqsResource.getOne(first.id))?.answer).toEqual({ id: 'Tiga, oleh orang lain.' })
    await faqsResource.remove([first.id])
  })
})
