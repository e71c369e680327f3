import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'

import { searchSiteQuery } from './api/search-site'
import { resultUrl, snippetParts } from './lib/result-url'

vi.mock('@/lib/public-client', () =>
  import('@/test/backend').then((m) => ({ getPublicClient: async () => m.testClient('anon') })),
)

const search = (q: string, lang: 'id' | 'en') =>
  new QueryClient().fetchQuery(searchSiteQuery(q, lang))

describe('site search against the embedded backend (seeded content, as a visitor)', () => {
  it('finds a subclass by its code typed with a space, and leads to the scope list', async () => {
    const [first] = await search('bg 001', 'id')
    expect(first).toMatchObject({ kind: 'scope', key: 'BG001' })
    expect(resultUrl(first!)).toBe('/layanan/ruang-lingkup?q=BG001')
  })

  it('ranks the fee page first for its words, in English too, with marked snippets', async () => {
    const [id] = await search('biaya sertifikasi', 'id')
    const [en] = await search('certification fees', 'en')
    expect([id, en].map((hit) => [hit?.kind, hit?.key])).toEqual([
      ['page', 'biaya'],
      ['page', 'biaya'],
    ])
    expect(resultUrl(id!)).toBe('/layanan/biaya')
    expect(snippetParts(id!.snippet).some((part) => part.match)).toBe(true)
  })

  it('answers nothing, harmlessly, for SQL-shaped input', async () => {
    expect(await search("'; drop table faqs; --", 'id')).toEqual([])
  })

  it('does not run for a blank query', () => {
    expect(searchSiteQuery('   ', 'id').enabled).toBe(false)
  })
})

describe('result addresses and snippets', () => {
  it('lead each kind to its page; a CMS page to its own address (docs/decisions/022)', () => {
    expect(resultUrl({ kind: 'news', key: 'berita baru' })).toBe('/informasi/news/berita%20baru')
    expect(resultUrl({ kind: 'faq', key: 'x' })).toBe('/informasi/faq')
    expect(resultUrl({ kind: 'legal', key: 'x' })).toBe('/informasi/produk-hukum')
    expect(resultUrl({ kind: 'flow', key: '3' })).toBe('/layanan/alur')
    expect(resultUrl({ kind: 'page', key: 'panduan-baru' })).toBe('/panduan-baru')
    expect(resultUrl({ kind: 'page', key: 'biaya' })).toBe('/layanan/biaya')
  })

  it('split the database marks into plain and matched parts', () => {
    expect(snippetParts('Biaya \u0002sertifikasi\u0003 SBU \u0002baru\u0003')).toEqual([
      { text: 'Biaya ', match: false },
      { text: 'sertifikasi', match: true },
      { text: ' SBU ', match: false },
      { text: 'baru', match: true },
    ])
    expect(snippetParts('')).toEqual([])
  })
})
