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

  it("finds the site's own services first, by their names and the words visitors use", async () => {
    // Per language: what a visitor types and where the first hit leads.
    const firstHits: Record<'id' | 'en', Record<string, string>> = {
      id: {
        kontak: '/profil/kontak',
        'cek sbu': '/layanan/cek-sbu',
        direktori: '/layanan/direktori',
        banding: '/banding',
        keluhan: '/keluhan',
        pengaduan: '/keluhan',
        status: '/layanan/status',
        lacak: '/layanan/status',
      },
      en: {
        complaint: '/keluhan',
        appeal: '/banding',
        contact: '/profil/kontak',
        'verify certificate': '/layanan/cek-sbu',
      },
    }
    const cases = (['id', 'en'] as const).flatMap((lang) =>
      Object.entries(firstHits[lang]).map(([q, url]) => [q, lang, url] as const),
    )
    const firsts = await Promise.all(
      cases.map(async ([q, lang]) => {
        const [first] = await search(q, lang)
        return first ? resultUrl(first) : null
      }),
    )
    expect(Object.fromEntries(cases.map(([q, lang], i) => [`${lang}:${q}`, firsts[i]]))).toEqual(
      Object.fromEntries(cases.map(([q, lang, url]) => [`${lang}:${q}`, url])),
    )
    const [contact] = await search('contact', 'en')
    expect(contact).toMatchObject({ kind: 'site', title: 'Contact' })
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
    expect(resultUrl({ kind: 'site', key: '/layanan/cek-sbu' })).toBe('/layanan/cek-sbu')
    expect(resultUrl({ kind: 'news', key: 'berita baru' })).toBe('/informasi/news/berita%20baru')
    expect(resultUrl({ kind: 'faq', key: '6f1c2a4e-0b7d-4c55-9a3e-2f8d1b0c9e71' })).toBe(
      '/informasi/faq#faq-6f1c2a4e-0b7d-4c55-9a3e-2f8d1b0c9e71',
    )
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
