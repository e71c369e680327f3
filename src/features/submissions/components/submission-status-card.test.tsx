// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { createTestI18n } from '@/test/i18n'
import type { TrackedSubmission } from '@/types/database'

import { SubmissionStatusCard } from './submission-status-card'

vi.mock('@/lib/env', () => ({
  getRuntimeEnv: () => ({
    supabaseUrl: null,
    supabaseAnonKey: 'k',
    backend: 'embedded',
    demoAdmin: null,
    mail: false,
  }),
}))

const rejected = (over: Partial<TrackedSubmission> = {}): TrackedSubmission => ({
  reference: 'KEL-2026-00042',
  type: 'complaint',
  status: 'ditolak',
  resolution: 'Di luar lingkup sertifikasi kami.',
  updated_at: '2026-11-30T03:00:00Z',
  timeline: [
    { at: '2026-11-27T03:00:00Z', status: 'baru' },
    { at: '2026-11-30T03:00:00Z', status: 'ditolak' },
  ],
  appeal_until: '2026-12-18',
  ...over,
})

function view(language: 'id' | 'en', ui: ReactNode) {
  return render(<I18nextProvider i18n={createTestI18n({ language })}>{ui}</I18nextProvider>)
}

afterEach(() => vi.useRealTimers())

describe('SubmissionStatusCard: a rejection says what comes next', () => {
  it('a rejected complaint: handled and closed, the reasons, the appeal link and its last day', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T03:00:00Z'), toFake: ['Date'] })
    const { unmount } = view('id', <SubmissionStatusCard submission={rejected()} />)
    expect(screen.getAllByText('Ditolak')).toHaveLength(2) // the badge and the timeline's step
    expect(screen.getByText(/^Keluhan Anda telah kami tangani dan ditutup\./)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Alasan kami' })).toBeInTheDocument()
    const next = screen.getByText(/mengajukan banding paling lambat/)
    expect(next).toHaveTextContent('paling lambat 18 Desember 2026 (14 hari kerja')
    expect(next).toHaveTextContent('nomor referensi KEL-2026-00042')
    expect(screen.getByRole('link', { name: 'Ajukan banding' })).toHaveAttribute('href', '/banding')
    unmount()

    view('en', <SubmissionStatusCard submission={rejected()} />)
    expect(screen.getByText(/you can file an appeal by/)).toHaveTextContent(
      'by 18 December 2026 (14 working days',
    )
    expect(screen.getByRole('link', { name: 'File an appeal' })).toHaveAttribute('href', '/banding')
  })

  it('after the last day it says the deadline passed, without the link', () => {
    vi.useFakeTimers({ now: new Date('2026-12-19T03:00:00Z'), toFake: ['Date'] })
    view('id', <SubmissionStatusCard submission={rejected()} />)
    expect(screen.getByText(/Batas waktu tersebut telah lewat/)).toHaveTextContent(
      '18 Desember 2026',
    )
    expect(screen.queryByRole('link', { name: 'Ajukan banding' })).toBeNull()
  })

  it('a rejected appeal is final: no way to appeal it again', () => {
    const appeal = rejected({
      reference: 'BDG-2026-00007',
      type: 'appeal',
      appeal_until: undefined,
    })
    view('id', <SubmissionStatusCard submission={appeal} />)
    expect(screen.getByText(/Banding Anda telah kami periksa dan diputuskan\./)).toHaveTextContent(
      'Keputusan banding bersifat final',
    )
    expect(screen.queryByRole('heading', { name: 'Langkah selanjutnya' })).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('a resolved complaint keeps its wording', () => {
    view('en', <SubmissionStatusCard submission={rejected({ status: 'selesai' })} />)
    expect(screen.getByText('Handling is complete. Our response is below.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Our response' })).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
