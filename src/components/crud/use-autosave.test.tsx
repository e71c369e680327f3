// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { Controller, useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'

import { saveRow } from '@/lib/resource/crud-requests'
import { getDraft } from '@/lib/resource/editing-requests'
import { testClient, unique } from '@/test/backend'
import { renderStaff } from '@/test/render-staff'
import type { Tables } from '@/types/database'

import { AutosaveStatus, EditingPanel } from './editing-panel'
import { useAutosave } from './use-autosave'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))

type Faq = Tables<'faqs'>
const editor = testClient('editor')

/** A one-field form with the kit's autosave over a FAQ (a short delay for the test). */
function DraftForm({ loaded, onDone }: { loaded: Faq; onDone?: (discard: () => void) => void }) {
  const form = useForm({ defaultValues: { category: loaded.category ?? '' } })
  const autosave = useAutosave({
    form,
    table: 'faqs',
    itemKey: loaded.id,
    baseUpdatedAt: loaded.updated_at,
    enabled: true,
    delayMs: 200,
  })
  onDone?.(() => void autosave.discard())
  return (
    <form noValidate>
      <EditingPanel
        table="faqs"
        section="faq"
        rowId={null}
        rowUpdatedAt={loaded.updated_at}
        autosave={autosave}
        presence={{ mode: 'off', others: [], takenBy: null, takeOver: async () => {} }}
      />
      <label>
        Kategori
        {/* A controlled field, as the kit's fields are. */}
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <input value={field.value} onChange={(e) => field.onChange(e.target.value)} />
          )}
        />
      </label>
      <AutosaveStatus autosave={autosave} />
      <button type="button" onClick={() => void autosave.discard()}>
        Batal
      </button>
    </form>
  )
}

const newFaq = () =>
  saveRow<Faq>(editor, 'faqs', null, {
    question: { id: unique('Draf kit') },
    answer: { id: 'Jawaban.' },
    category: 'umum',
  })

describe('useAutosave', () => {
  it('saves a draft while typing, shows when, offers it back on the next visit, and discards it', async () => {
    const loaded = await newFaq()
    const first = renderStaff(<DraftForm loaded={loaded} />)
    // Nothing typed: nothing saved.
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(await getDraft('faqs', loaded.id)).toBeNull()

    await first.user.clear(screen.getByLabelText('Kategori'))
    await first.user.type(screen.getByLabelText('Kategori'), 'biaya')
    expect(await screen.findByText(/^Tersimpan otomatis \d\d:\d\d$/)).toBeInTheDocument()
    await waitFor(async () =>
      expect((await getDraft('faqs', loaded.id))?.data).toEqual({ category: 'biaya' }),
    )
    first.unmount()

    // The next visit (a crash, a closed tab): the draft is offered, and restored into the form.
    const second = renderStaff(<DraftForm loaded={loaded} />)
    expect(await screen.findByText(/Ada draf tersimpan otomatis dari/)).toBeInTheDocument()
    expect(screen.getByLabelText('Kategori')).toHaveValue('umum')
    await second.user.click(screen.getByRole('button', { name: 'Pulihkan draf' }))
    expect(screen.getByLabelText('Kategori')).toHaveValue('biaya')
    expect(screen.queryByText(/Ada draf tersimpan otomatis/)).toBeNull()

    // Cancel discards it.
    await second.user.click(screen.getByRole('button', { name: 'Batal' }))
    await waitFor(async () => expect(await getDraft('faqs', loaded.id)).toBeNull())
    second.unmount()
  })

  it('"Buang draf" deletes the offered draft without touching the form', async () => {
    const loaded = await newFaq()
    const first = renderStaff(<DraftForm loaded={loaded} />)
    await first.user.type(screen.getByLabelText('Kategori'), '-x')
    await screen.findByText(/^Tersimpan otomatis/)
    first.unmount()
    const second = renderStaff(<DraftForm loaded={loaded} />)
    await second.user.click(await screen.findByRole('button', { name: 'Buang draf' }))
    expect(screen.getByLabelText('Kategori')).toHaveValue('umum')
    await waitFor(async () => expect(await getDraft('faqs', loaded.id)).toBeNull())
    second.unmount()
  })
})
