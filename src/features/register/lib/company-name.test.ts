import { describe, expect, it } from 'vitest'

import { canonicalLegalForm, companyNameKey, stripLegalForm } from './company-name'

describe('stripLegalForm (as public.company_name_without_form)', () => {
  it('removes a leading or trailing legal form in any spelling and says which', () => {
    for (const [written, removed, form] of [
      ['PT Jalan Raya', 'PT', 'PT'],
      ['PT. Jalan Raya', 'PT.', 'PT'],
      ['P.T. Jalan Raya', 'P.T.', 'PT'],
      ['P.T Jalan Raya', 'P.T', 'PT'],
      ['P T Jalan Raya', 'P T', 'PT'],
      ['pt.Jalan Raya', 'pt.', 'PT'],
      ['PT PT Jalan Raya', 'PT PT', 'PT'],
      ['Jalan Raya, PT', 'PT', 'PT'],
      ['Jalan Raya PT.', 'PT.', 'PT'],
      ['CV. Jalan Raya', 'CV.', 'CV'],
      ['C.V. Jalan Raya', 'C.V.', 'CV'],
      ['Fa. Jalan Raya', 'Fa.', 'Firma'],
      ['Koperasi Jalan Raya', 'Koperasi', 'Koperasi'],
      ['  Kop. Jalan Raya ', 'Kop.', 'Koperasi'],
    ] as const) {
      expect(stripLegalForm(written), written).toEqual({
        name: 'Jalan Raya',
        removed,
        legalForm: form,
      })
    }
  })

  it('keeps names that only look like one, (Persero) and Tbk, and what would be left too short', () => {
    for (const name of [
      'Jalan Raya',
      'Fabrikasi Jaya',
      'Kopi Jaya',
      'Ptolemy Teknik',
      'Pertama Teknik',
      'Jasa Marga (Persero) Tbk',
      'PT',
      'PT A',
    ])
      expect(stripLegalForm(` ${name} `), name).toEqual({ name, removed: null, legalForm: null })
    expect(stripLegalForm('PT. Jasa Marga (Persero) Tbk').name).toBe('Jasa Marga (Persero) Tbk')
  })
})

describe('companyNameKey (as public.company_name_key)', () => {
  it('is the same for every spelling of a name', () => {
    for (const written of [
      'Beton Nusantara Jaya',
      'PT. Beton Nusantara Jaya',
      'P.T. BETON-NUSANTARA JAYA',
      'p t beton nusantara jaya',
      'Beton Nusantara Jaya, PT.',
      'Beton Nusantara Jaya (Persero) Tbk.',
      'CV Beton  Nusantara\tJaya',
    ])
      expect(companyNameKey(written), written).toBe('beton nusantara jaya')
    expect(companyNameKey('Rékayasa Bumi')).toBe('rekayasa bumi')
    expect(companyNameKey('P.T. C.V.')).toBe('')
    expect(companyNameKey('Kopi Pertama')).toBe('kopi pertama')
  })
})

describe('canonicalLegalForm', () => {
  it('reads a legal form in any case and punctuation', () => {
    expect(['pt', 'Pt.', 'P.T.', ' PT '].map(canonicalLegalForm)).toEqual(['PT', 'PT', 'PT', 'PT'])
    expect(['c.v.', 'fa', 'KOPERASI', 'bumn'].map(canonicalLegalForm)).toEqual([
      'CV',
      'Firma',
      'Koperasi',
      'BUMN',
    ])
    expect(canonicalLegalForm('Persekutuan')).toBeNull()
  })
})
