import { describe, expect, it, vi } from 'vitest'

import { parseListParams } from '@/lib/resource/list-params'
import { testClient } from '@/test/backend'

import { certificatesResource } from './certificates-resource'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))

const editor = testClient('editor')
const ROWS = 1_234

describe('the Sertifikat list against the embedded backend', () => {
  it('exports every row of the filtered list, past the API’s 1,000 rows a response', async () => {
    const tag = `EXP${Date.now().toString(36).toUpperCase().slice(-6)}`
    const index = Array.from({ length: ROWS }, (_, i) => i)
    const nib = (i: number) =>
      `9${String(Date.now()).slice(-6)}${String(i).padStart(6, '0')}`.slice(0, 13)
    const { data: companies, error } = await editor
      .from('certified_companies')
      .insert(
        index.map((i) => ({
          name: `Ekspor ${tag} ${i}`,
          nib: nib(i),
          city: 'Kupang',
          province: 'Nusa Tenggara Timur',
          pjbu_name: 'Direktur Ekspor',
        })),
      )
      .select('id')
    expect(error).toBeNull()
    const { error: certificateError } = await editor.from('certificates').insert(
      companies!.map((company, i) => ({
        number: `SBU-${tag}-${String(i).padStart(6, '0')}`,
        company_id: company.id,
        issued_on: '2026-01-15',
        valid_until: '2029-01-15',
      })),
    )
    expect(certificateError).toBeNull()
    // A certificate is never deleted (ADR 024): these stay, under their own tag, in the run's
    // throwaway database (tests/support/feature-backend.ts).
    const params = parseListParams(new URLSearchParams({ q: `SBU-${tag}` }), [])
    const page = await certificatesResource.getList(params)
    expect(page.count).toBe(ROWS)
    expect(page.rows.length).toBeLessThan(ROWS)
    const all = await certificatesResource.getList(params, undefined, true)
    expect(all.count).toBe(ROWS)
    expect(new Set(all.rows.map((row) => row.number)).size).toBe(ROWS)
  })
})

describe('the Sertifikat list search', () => {
  it('finds a company by its name typed with a legal form and punctuation', async () => {
    const tag = `NK${Date.now().toString(36).toUpperCase().slice(-6)}`
    const { data: company, error } = await editor
      .from('certified_companies')
      .insert({
        name: `Nama Kunci ${tag} Teknik`,
        nib: `8${String(Date.now()).slice(-12)}`,
        city: 'Kupang',
        province: 'Nusa Tenggara Timur',
        pjbu_name: 'Direktur Cari',
      })
      .select('id')
      .single()
    expect(error).toBeNull()
    await editor.from('certificates').insert({
      number: `SBU-${tag}-000001`,
      company_id: company!.id,
      issued_on: '2026-01-15',
      valid_until: '2029-01-15',
    })
    for (const q of [`PT. Nama Kunci ${tag}`, `P.T. nama-kunci ${tag} teknik, PT`]) {
      const page = await certificatesResource.getList(
        parseListParams(new URLSearchParams({ q }), []),
      )
      expect(
        page.rows.map((row) => row.company_name),
        q,
      ).toEqual([`Nama Kunci ${tag} Teknik`])
    }
  })
})
