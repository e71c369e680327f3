import { describe, expect, it } from 'vitest'

import { headingSlug, headingSlugger, markdownHeadings } from './markdown-headings'

describe('headingSlug', () => {
  it('makes lower-case ASCII words joined by dashes', () => {
    expect(headingSlug('Tips agar proses cepat')).toBe('tips-agar-proses-cepat')
    expect(headingSlug('  Réglement: Biaya & PPN (11%)  ')).toBe('reglement-biaya-ppn-11')
    expect(headingSlug('—')).toBe('bagian')
  })
  it('numbers a repeated heading', () => {
    const slug = headingSlugger()
    expect([slug('Misi'), slug('Misi'), slug('Nilai'), slug('Misi')]).toEqual([
      'misi',
      'misi-2',
      'nilai',
      'misi-3',
    ])
  })
})

describe('markdownHeadings', () => {
  it('lists #, ## and ### headings as h2/h3 with plain text, outside code fences', () => {
    const source = [
      '## Hak **pemohon**',
      '```md',
      '## not a heading',
      '```',
      '### Dokumen [wajib](/layanan/persyaratan) ##',
      '#### Too deep',
      '#NoSpace',
      '# Ringkasan',
      '   ## snake_case_name stays',
    ].join('\n')
    expect(markdownHeadings(source)).toEqual([
      { level: 2, text: 'Hak pemohon', id: 'hak-pemohon' },
      { level: 3, text: 'Dokumen wajib', id: 'dokumen-wajib' },
      { level: 2, text: 'Ringkasan', id: 'ringkasan' },
      { level: 2, text: 'snake_case_name stays', id: 'snake-case-name-stays' },
    ])
  })
})
