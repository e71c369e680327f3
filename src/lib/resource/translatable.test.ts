import { describe, expect, it } from 'vitest'

import { moveItem } from '@/components/crud/sortable-list'
import { safeUrl } from '@/components/markdown'
import { toCsv } from '@/lib/csv'

import {
  fromTranslatable,
  optionalHttpUrl,
  SLUG_PATTERN,
  slugify,
  toTranslatable,
} from './translatable'

describe('translatable values', () => {
  it('round-trips and drops an empty English text', () => {
    expect(fromTranslatable({ id: 'Judul', en: 'Title' })).toEqual({ id: 'Judul', en: 'Title' })
    expect(fromTranslatable(null)).toEqual({ id: '', en: '' })
    expect(toTranslatable({ id: ' Judul ', en: '  ' })).toEqual({ id: 'Judul' })
    expect(toTranslatable({ id: '', en: '' })).toBeNull()
  })
})

describe('slugs and URLs', () => {
  it('makes valid slugs from titles', () => {
    const slug = slugify('Berita Terbaru: LSBU Raih Lisensi 2026! — Édisi Khusus')
    expect(slug).toBe('berita-terbaru-lsbu-raih-lisensi-2026-edisi-khusus')
    expect(SLUG_PATTERN.test(slug)).toBe(true)
  })

  it('accepts http(s) URLs only', () => {
    const schema = optionalHttpUrl()
    expect(schema.safeParse('https://contoh.co.id').success).toBe(true)
    expect(schema.safeParse('').success).toBe(true)
    expect(schema.safeParse('bukan-url').success).toBe(false)
    expect(schema.safeParse('javascript:alert(1)').success).toBe(false)
  })

  it('drops dangerous link schemes in Markdown', () => {
    expect(safeUrl('javascript:alert(1)')).toBe('')
    expect(safeUrl('data:text/html,x')).toBe('')
    expect(safeUrl('https://lsbu.example')).toBe('https://lsbu.example')
    expect(safeUrl('/informasi/faq')).toBe('/informasi/faq')
  })
})

describe('reorder and CSV', () => {
  it('moves items', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b'])
  })

  it('quotes cells and neutralises formulas', () => {
    const csv = toCsv(
      [{ a: 'x, "y"', b: '=SUM(A1)' }],
      [
        { header: 'A', value: (r) => r.a },
        { header: 'B', value: (r) => r.b },
      ],
    )
    expect(csv).toBe('\uFEFFA,B\r\n"x, ""y""",\'=SUM(A1)\r\n')
  })
})
