import { describe, expect, it } from 'vitest'

import { inLanguage, isFallback, translate } from './translate'

describe('translate', () => {
  it('shows the active language when it is filled in', () => {
    expect(translate({ id: 'Beranda', en: 'Home' }, 'en')).toBe('Home')
    expect(translate({ id: 'Beranda', en: 'Home' }, 'id')).toBe('Beranda')
  })

  it('falls back to Indonesian when English is missing or blank', () => {
    expect(translate({ id: 'Beranda' }, 'en')).toBe('Beranda')
    expect(translate({ id: 'Beranda', en: '   ' }, 'en')).toBe('Beranda')
  })

  it('shows whichever language has a text when Indonesian is blank', () => {
    expect(translate({ id: '', en: 'Home' }, 'id')).toBe('Home')
    expect(translate({ id: ' ', en: '' }, 'id')).toBe('')
  })

  it('passes plain strings through and turns anything else into an empty string', () => {
    expect(translate('LSBU', 'en')).toBe('LSBU')
    expect(translate(null, 'en')).toBe('')
    expect(translate(undefined, 'id')).toBe('')
    expect(translate(['a'], 'id')).toBe('')
    expect(translate({ en: 42 }, 'en')).toBe('')
  })
})

describe('inLanguage', () => {
  it('keeps only the text translate shows, in rows, arrays and nested objects', () => {
    const rows = [
      {
        id: 'a1',
        question: { id: 'Apa itu SBU?', en: 'What is an SBU?' },
        answer: { id: 'Sertifikat.', en: '  ' },
        tags: [{ label: { id: 'Umum', en: 'General' } }],
        sort_order: 1,
        missing: null,
      },
    ]
    expect(inLanguage(rows, 'en')).toEqual([
      {
        id: 'a1',
        question: { en: 'What is an SBU?' },
        answer: { en: 'Sertifikat.' },
        tags: [{ label: { en: 'General' } }],
        sort_order: 1,
        missing: null,
      },
    ])
    expect(inLanguage(rows, 'id')[0].question).toEqual({ id: 'Apa itu SBU?' })
    for (const language of ['id', 'en'] as const)
      expect(translate(inLanguage(rows, language)[0].answer, language)).toBe(
        translate(rows[0].answer, language),
      )
  })

  it('leaves objects that are not translations alone', () => {
    const row = {
      id: 'x',
      count: 2,
      data: { id: 7 },
      author: { id: '0b6f…' },
      meta: { en: 'a', extra: 'b' },
      empty: {},
    }
    expect(inLanguage(row, 'en')).toEqual(row)
    expect(inLanguage('text', 'en')).toBe('text')
  })
})

describe('isFallback', () => {
  it('is true where the English page shows the Indonesian text', () => {
    expect(isFallback({ id: 'Halo' }, 'en')).toBe(true)
    expect(isFallback({ id: 'Halo', en: '  ' }, 'en')).toBe(true)
    expect(isFallback({ id: 'Halo', en: 'Hello' }, 'en')).toBe(false)
    expect(isFallback({ en: 'Hello' }, 'en')).toBe(false)
    expect(isFallback({ id: 'Halo' }, 'id')).toBe(false)
    expect(isFallback({ id: '' }, 'en')).toBe(false)
    expect(isFallback('teks', 'en')).toBe(false)
    expect(isFallback(null, 'en')).toBe(false)
  })
})
