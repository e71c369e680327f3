// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'

import { markdownHeadings } from '@/lib/markdown-headings'

import Markdown, { safeUrl } from './markdown'

describe('safeUrl', () => {
  it('keeps http(s), mailto, tel and relative urls', () => {
    for (const url of [
      'https://a.example/x',
      'http://a.example',
      'mailto:a@b.c',
      'tel:+6221',
      '/profil/tentang',
      '#top',
      'file.pdf',
    ]) {
      expect(safeUrl(url)).toBe(url)
    }
  })
  it('drops script, data and protocol-relative urls, including obfuscated ones', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' data:text/html,x',
      'vbscript:x',
      '//evil.example',
    ]) {
      expect(safeUrl(url)).toBe('')
    }
  })
})

describe('Markdown', () => {
  it('renders Markdown but never raw HTML or script links', () => {
    const { container } = render(
      <MemoryRouter>
        <Markdown>
          {
            '# Judul\n\n<script>alert(1)</script><b>tebal</b>\n\n[klik](javascript:alert(1)) [situs](https://a.example) [profil](/profil/tentang)'
          }
        </Markdown>
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Judul' })).toBeInTheDocument()
    expect(container.querySelector('script, b')).toBeNull()
    expect(screen.queryByRole('link', { name: 'klik' })).toBeNull()
    expect(screen.getByRole('link', { name: 'situs' })).toHaveAttribute('href', 'https://a.example')
    expect(screen.getByRole('link', { name: 'profil' })).toHaveAttribute('href', '/profil/tentang')
  })
  it('renders tables written in Markdown (the fee table), not their pipes', () => {
    render(
      <Markdown>
        {'| Kualifikasi | Biaya |\n|---|---|\n| Kecil | Rp315.000 |\n| Besar | Rp9.450.000 |'}
      </Markdown>,
    )
    const table = screen.getByRole('table')
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Kualifikasi',
      'Biaya',
    ])
    expect(screen.getAllByRole('row')).toHaveLength(3)
    expect(table.textContent).not.toContain('|')
  })
})

describe('Markdown headings', () => {
  it('gives #–### headings the ids a table of contents links to, repeated ones numbered', () => {
    const source = [
      '# Persyaratan **administrasi**',
      'Teks.',
      '## Tips agar [proses](/layanan/alur) cepat',
      '### Dokumen `PDF` & foto',
      '#### Catatan kecil',
      '## Tips agar proses cepat',
    ].join('\n\n')
    const { container } = render(
      <MemoryRouter>
        <Markdown>{source}</Markdown>
      </MemoryRouter>,
    )
    const rendered = [...container.querySelectorAll('h2, h3')].map((h) => [h.tagName, h.id])
    expect(rendered).toEqual([
      ['H2', 'persyaratan-administrasi'],
      ['H2', 'tips-agar-proses-cepat'],
      ['H3', 'dokumen-pdf-foto'],
      ['H2', 'tips-agar-proses-cepat-2'],
    ])
    expect(markdownHeadings(source).map((h) => [`H${h.level}`, h.id])).toEqual(rendered)
    expect(container.querySelector('h4')).not.toHaveAttribute('id')
  })
})
