import { describe, expect, it } from 'vitest'

import { translate } from './translate'

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
