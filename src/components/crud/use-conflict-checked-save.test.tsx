// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'

import { saveRow } from '@/lib/resource/crud-requests'
import { testClient, unique } from '@/test/backend'
import { renderStaff } from '@/test/render-staff'
import type { Tables } from '@/types/database'

import { useConflictCheckedSave } from './use-conflict-checked-save'

type Faq = Tables<'faqs'>
const editor = testClient('editor')

/** A one-field form saving a FAQ's category the way every kit form saves. */
function CategoryForm({ loaded, onReload }: { loaded: Faq; onReload: () => void }) {
  const form = useForm({ defaultValues: { category: loaded.category ?? '' } })
  const { onSubmit, dialogs } = useConflictCheckedSave({
    form,
    entity: 'FAQ',
    table: 'faqs',
    isNew: false,
    save: (values) => saveRow<Faq>(editor, 'faqs', loaded, values),
    onReload,
  })
  return (
    <form onSubmit={onSubmit} noValidate>
      <label>
        Kategori
        <input {...form.register('category')} />
      </label>
      {form.formState.errors.category ? (
        <p role="alert">{form.formState.errors.category.message}</p>
      ) : null}
      <button type="submit">Simpan</button>
      {dialogs}
    </form>
  )
}

const newFaq = () =>
  saveRow<Faq>(editor, 'faqs', null, {
    question: { id: unique('Simpan kit') },
    answer: { id: 'Jawaban.' },
  })

describe('useConflictCheckedSave', () => {
  it('saves the loaded version, then refuses a stale one with who changed it and a reload', async () => {
    const loaded = await newFaq()
    // Someone else saves first.
    await saveRow<Faq>(editor, 'faqs', loaded, { category: 'biaya' })
    const onReload = vi.fn()
    const { user } = renderStaff(<CategoryForm loaded={loaded} onReload={onReload} />)
    await user.clear(screen.getByLabelText('Kategori'))
    await user.type(screen.getByLabelText('Kategori'), 'prosedur')
    await user.click(screen.getByRole('button', { name: 'Simpan' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Data telah diubah orang lain' })
    expect(dialog).toHaveTextContent(/FAQ/)
    expect(screen.getByLabelText('Kategori')).toHaveValue('prosedur')
    await user.click(screen.getByRole('button', { name: 'Muat ulang data terbaru' }))
    await waitFor(() => expect(onReload).toHaveBeenCalled())
  })

  it('puts a database error on its field and keeps what was typed', async () => {
    const loaded = await newFaq()
    const { user } = renderStaff(<CategoryForm loaded={loaded} onReload={() => undefined} />)
    await user.clear(screen.getByLabelText('Kategori'))
    await user.type(screen.getByLabelText('Kategori'), 'bukan-kategori')
    await user.click(screen.getByRole('button', { name: 'Simpan' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/)
    expect(screen.getByLabelText('Kategori')).toHaveValue('bukan-kategori')
    const { data } = await editor.from('faqs').select('category').eq('id', loaded.id).single()
    expect(data?.category).toBe(loaded.category)
  })
})
