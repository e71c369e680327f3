// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'

import { createTestI18n } from '@/test/i18n'

import type { TenderFit } from '../lib/tender-fit'
import { TenderFitResult } from './tender-fit-result'

const base: TenderFit = {
  number: 'SBU-KMN-2025-000101',
  code: 'SI003',
  qualification: 'besar',
  on_date: '2026-03-15',
  fits: false,
  matched: null,
  mapped_from: 'SI003',
  subclasses: [
    {
      code: 'BS001',
      name: { id: 'Konstruksi Bangunan Sipil Jalan', en: 'Road Construction' },
      held: 'menengah',
      covers: false,
    },
  ],
  reasons: [
    { code: 'qualification_lower', subclass: 'BS001', held: 'menengah', required: 'besar' },
    {
      code: 'frozen',
      since: '2026-03-01',
      reason: { id: 'Survailen gagal.', en: 'Surveillance failed.' },
    },
  ],
}

function show(fit: TenderFit, language: 'id' | 'en') {
  render(
    <I18nextProvider i18n={createTestI18n({ language })}>
      <TenderFitResult fit={fit} />
    </I18nextProvider>,
  )
}

describe('TenderFitResult', () => {
  it('says "Tidak memenuhi" with every reason in words, and what an old code maps to', () => {
    show(base, 'id')
    expect(screen.getByText('Tidak memenuhi')).toBeInTheDocument()
    expect(screen.getByText(/SI003 → BS001/).closest('li')).toHaveTextContent(
      'SI003 → BS001 Konstruksi Bangunan Sipil Jalan — dimiliki, kualifikasi Menengah',
    )
    const reasons = screen.getAllByRole('listitem').slice(1)
    expect(reasons[0]).toHaveTextContent(
      'BS001 dimiliki dengan kualifikasi Menengah, lebih rendah dari Besar yang disyaratkan.',
    )
    expect(reasons[1]).toHaveTextContent(
      'Pada 15 Maret 2026 SBU ini dibekukan (sejak 1 Maret 2026).Alasan: Survailen gagal.',
    )
  })

  it('says "Yes, it fits" in English with the subclass that met it', () => {
    show(
      {
        ...base,
        fits: true,
        matched: 'BS001',
        qualification: 'kecil',
        subclasses: [{ ...base.subclasses[0]!, covers: true }],
        reasons: [],
      },
      'en',
    )
    expect(screen.getByText('Yes, it fits')).toBeInTheDocument()
    expect(screen.getByText('Met by BS001 (held at Medium).')).toBeInTheDocument()
    expect(screen.getByText(/at qualification Small on 15 March 2026/)).toBeInTheDocument()
    expect(screen.queryByText('Why:')).toBeNull()
  })
})
