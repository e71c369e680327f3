// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { renderStaff } from '@/test/render-staff'

import { clockTime, EditingBadges, EditingPanel } from './editing-panel'
import type { AutosaveState } from './use-autosave'
import type { PresenceInfo } from './use-presence'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))

const autosave: AutosaveState = {
  savedAt: null,
  failed: false,
  offered: null,
  restore: () => {},
  dismiss: () => {},
  discard: async () => {},
  flush: async () => {},
}
const presence = (over: Partial<PresenceInfo>): PresenceInfo => ({
  mode: 'edit',
  others: [],
  takenBy: null,
  takeOver: async () => {},
  ...over,
})
const other = (name: string, mode: 'edit' | 'read') => ({
  user_id: name,
  name,
  mode,
  since: '2026-01-01T00:00:00Z',
})

describe('EditingBadges', () => {
  it('names who edits the row and which English is missing or outdated, by field label', () => {
    renderStaff(
      <EditingBadges
        section="faq"
        english={{ question: 'missing', answer: 'outdated' }}
        editors={[other('Rina', 'edit'), other('Budi', 'read')]}
      />,
    )
    expect(screen.getByText('Sedang diedit oleh Rina')).toBeInTheDocument()
    expect(screen.queryByText(/Budi/)).toBeNull()
    expect(screen.getByText('EN belum ada')).toHaveAttribute(
      'title',
      'Teks bahasa Inggris belum ada: Pertanyaan',
    )
    expect(screen.getByText('EN usang')).toHaveTextContent('EN usang: Jawaban')
  })

  it('renders nothing for a translated row nobody edits', () => {
    const { container } = renderStaff(
      <div data-testid="cell">
        <EditingBadges section="faq" english={{}} editors={undefined} />
      </div>,
    )
    expect(container.querySelector('[data-testid="cell"]')).toBeEmptyDOMElement()
  })
})

describe('EditingPanel', () => {
  const panel = (p: PresenceInfo, a: AutosaveState = autosave) => (
    <EditingPanel
      table="faqs"
      section="faq"
      rowId={null}
      rowUpdatedAt="2026-01-02T00:00:00Z"
      autosave={a}
      presence={p}
    />
  )

  it('read-only while someone else edits, with take over', async () => {
    const takeOver = vi.fn(async () => {})
    const { user } = renderStaff(
      panel(presence({ mode: 'read', others: [other('Rina', 'edit')], takeOver })),
    )
    expect(screen.getByText('Sedang diedit oleh Rina')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Ambil alih' }))
    expect(takeOver).toHaveBeenCalled()
  })

  it('taken over: says by whom, offers to take it back', () => {
    renderStaff(panel(presence({ mode: 'taken', takenBy: 'Rina' })))
    expect(screen.getByRole('alert')).toHaveTextContent('Rina mengambil alih pengeditan')
    expect(screen.getByRole('button', { name: 'Ambil alih kembali' })).toBeInTheDocument()
  })

  it('offers a draft, warning when the item was saved after it', () => {
    renderStaff(
      panel(presence({}), {
        ...autosave,
        offered: {
          data: {},
          base_updated_at: '2026-01-01T00:00:00Z',
          saved_at: '2026-01-01T03:42:00Z',
        },
      }),
    )
    expect(
      screen.getByText(
        `Ada draf tersimpan otomatis dari ${clockTime('2026-01-01T03:42:00Z')} yang belum disimpan.`,
      ),
    ).toBeInTheDocument()
    expect(screen.getByText(/disimpan lagi setelah draf itu dibuat/)).toBeInTheDocument()
  })
})
