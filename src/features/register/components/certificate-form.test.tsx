// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { renderStaff } from '@/test/render-staff'

import { CertificateForm } from './certificate-form'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))

describe('CertificateForm: a legal form typed into the company name', () => {
  it('is removed from the name, with a hint under the field (Indonesian)', async () => {
    const { user } = renderStaff(<CertificateForm row={null} subclassOptions={[]} />)
    const name = screen.getByLabelText(/^Nama perusahaan/)
    expect(screen.queryByRole('status')).toBeNull()
    await user.type(name, 'PT. Jalan Raya Sentosa')
    await user.tab()
    expect(name).toHaveValue('Jalan Raya Sentosa')
    const hint = screen.getByRole('status')
    expect(hint).toHaveTextContent('Bentuk usaha “PT.” dihapus dari nama')
    // the hint describes the field for screen readers too
    expect(name.getAttribute('aria-describedby') ?? '').toContain(hint.parentElement!.id)
  })

  it('takes the legal form it carried, and says so in English', async () => {
    const { user } = renderStaff(<CertificateForm row={null} subclassOptions={[]} />, {
      language: 'en',
    })
    const name = screen.getByLabelText(/^Company name/)
    await user.type(name, 'Maju Bersama, C.V.')
    await user.tab()
    expect(name).toHaveValue('Maju Bersama')
    expect(screen.getByLabelText(/^Legal form/)).toHaveValue('CV')
    expect(screen.getByRole('status')).toHaveTextContent(
      'The legal form “C.V.” was removed from the name',
    )
  })

  it('leaves a name without a legal form alone', async () => {
    const { user } = renderStaff(<CertificateForm row={null} subclassOptions={[]} />)
    const name = screen.getByLabelText(/^Nama perusahaan/)
    await user.type(name, 'Pertama Teknik')
    await user.tab()
    expect(name).toHaveValue('Pertama Teknik')
    expect(screen.queryByRole('status')).toBeNull()
  })
})

describe('CertificateForm: a known NIB', () => {
  it('fills the company from the register when the NIB field is left', async () => {
    const { user } = renderStaff(<CertificateForm row={null} subclassOptions={[]} />)
    // The seeded first company (supabase/seed.sql): Beton Nusantara Jaya, PT.
    await user.type(screen.getByLabelText(/^NIB/), '9120000007919')
    await user.tab()
    expect(await screen.findByDisplayValue('Beton Nusantara Jaya')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Bentuk usaha/)).toHaveValue('PT')
  })
})
