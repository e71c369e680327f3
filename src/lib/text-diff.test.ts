import { describe, expect, it } from 'vitest'

import { type DiffPart, diffText, diffWords } from './text-diff'

const show = (parts: DiffPart[]) =>
  parts
    .map((p) =>
      p.type === 'same' ? p.text : p.type === 'added' ? `{+${p.text}+}` : `[-${p.text}-]`,
    )
    .join('')

describe('word diff', () => {
  it('marks the words removed and added, keeping the rest', () => {
    expect(
      show(diffWords('Biaya sertifikasi baru Rp 5 juta.', 'Biaya sertifikasi ulang Rp 6 juta.')),
    ).toBe('Biaya sertifikasi [-baru-]{+ulang+} Rp [-5-]{+6+} juta.')
    expect(show(diffWords('', 'Teks baru'))).toBe('{+Teks baru+}')
    expect(show(diffWords('Hapus semua', ''))).toBe('[-Hapus semua-]')
    expect(diffWords('sama', 'sama')).toEqual([{ type: 'same', text: 'sama' }])
  })

  it('keeps the spaces between words: a changed sentence reads as written', () => {
    const before = 'Rapat kerja'
    const after = 'Rapat diganti kerja total'
    const parts = diffWords(before, after)
    expect(show(parts)).toBe('Rapat {+diganti +}kerja{+ total+}')
    const side = (skip: DiffPart['type']) =>
      parts
        .filter((p) => p.type !== skip)
        .map((p) => p.text)
        .join('')
    expect(side('removed')).toBe(after)
    expect(side('added')).toBe(before)
    expect(show(diffWords('Rapat  kerja\ttahunan', 'Rapat kerja tahunan'))).toBe(
      'Rapat[-  -]{+ +}kerja[-\t-]{+ +}tahunan',
    )
  })

  it('rebuilds both texts from its parts', () => {
    const before = 'Langkah 1: ajukan permohonan. Langkah 2: bayar biaya.'
    const after = 'Langkah 1: ajukan permohonan lengkap. Langkah 3: tunggu verifikasi, lalu bayar.'
    const parts = diffWords(before, after)
    expect(
      parts
        .filter((p) => p.type !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe(before)
    expect(
      parts
        .filter((p) => p.type !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe(after)
  })
})

describe('text diff', () => {
  it('keeps unchanged lines as they are and shows a changed paragraph word by word', () => {
    const before = '# Judul\n\nParagraf satu.\n\nParagraf dua lama.\n\nPenutup.'
    const after = '# Judul\n\nParagraf satu.\n\nParagraf dua baru.\n\nPenutup.\n\nTambahan.'
    const blocks = diffText(before, after)
    expect(blocks.map((b) => (b.type === 'same' ? b.lines.length : show(b.parts)))).toEqual([
      4,
      'Paragraf dua [-lama-]{+baru+}.',
      2,
      '{+\nTambahan.+}',
    ])
  })

  it('falls back to removed-then-added when the texts share almost nothing and are long', () => {
    const before = Array.from({ length: 1500 }, (_, i) => `a${i}`).join(' ')
    const after = Array.from({ length: 1500 }, (_, i) => `b${i}`).join(' ')
    const [block] = diffText(before, after)
    expect(block).toEqual({
      type: 'change',
      parts: [
        { type: 'removed', text: before },
        { type: 'added', text: after },
      ],
    })
  })
})
