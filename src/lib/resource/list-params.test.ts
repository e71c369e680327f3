import { describe, expect, it } from 'vitest'

import { searchTerm } from './crud-requests'
import { parseListParams, writeListParams } from './list-params'

describe('list params in the URL', () => {
  it('reads search, sort direction, page, size and known filters', () => {
    const params = parseListParams(
      new URLSearchParams('q=biaya&sort=-published_at&page=3&size=50&status=draft&x=1'),
      ['status'],
    )
    expect(params).toEqual({
      q: 'biaya',
      sort: 'published_at',
      desc: true,
      page: 3,
      size: 50,
      filters: { status: 'draft' },
    })
  })

  it('falls back to sane values', () => {
    const params = parseListParams(new URLSearchParams('page=-2&size=7'))
    expect(params.page).toBe(1)
    expect(params.size).toBe(20)
    expect(params.sort).toBeNull()
  })

  it('goes back to page 1 on any change but the page', () => {
    const next = writeListParams(new URLSearchParams('q=a&page=4'), { q: 'b' })
    expect(next.toString()).toBe('q=b')
    expect(writeListParams(next, { page: 2 }).get('page')).toBe('2')
    expect(writeListParams(next, { filters: { status: 'draft' } }).get('status')).toBe('draft')
    expect(writeListParams(next, { sort: 'title', desc: true }).get('sort')).toBe('-title')
  })

  it('strips characters that would break the or=() filter', () => {
    expect(searchTerm(' a,b(c)*%  "d" ')).toBe('a b c d')
  })
})
