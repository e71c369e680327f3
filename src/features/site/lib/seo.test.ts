import { describe, expect, it } from 'vitest'

import { jsonLdText, languageAlternates, languageUrl, shareableImage, urlLanguage } from './seo'

describe('language URLs', () => {
  const url = new URL('https://lsbu.example/informasi/news?page=2&q=x&lng=en')

  it('gives Indonesian without a parameter and English with ?lng=en, keeping only pagination', () => {
    expect(languageUrl(url, 'id')).toBe('https://lsbu.example/informasi/news?page=2')
    expect(languageUrl(url, 'en')).toBe('https://lsbu.example/informasi/news?page=2&lng=en')
  })

  it('takes the language an address names, not the visitor’s: an address is its own canonical', () => {
    expect(urlLanguage(url)).toBe('en')
    expect(urlLanguage(new URL('https://lsbu.example/profil/tentang'))).toBe('id')
    expect(urlLanguage(new URL('https://lsbu.example/?lng=fr'))).toBe('id')
  })

  it('lists id, en and x-default (the Indonesian address)', () => {
    expect(languageAlternates(new URL('https://lsbu.example/'))).toEqual([
      { hrefLang: 'id', href: 'https://lsbu.example/' },
      { hrefLang: 'en', href: 'https://lsbu.example/?lng=en' },
      { hrefLang: 'x-default', href: 'https://lsbu.example/' },
    ])
  })
})

describe('link previews and JSON-LD', () => {
  it('shares raster images only, as absolute URLs', () => {
    expect(shareableImage('/images/a.png', 'https://x.example')).toBe(
      'https://x.example/images/a.png',
    )
    expect(shareableImage('/images/logo.svg', 'https://x.example')).toBeNull()
    expect(shareableImage(null, 'https://x.example')).toBeNull()
  })

  it('escapes what could end a script element, and stays the same JSON', () => {
    const value = { text: '</script><script>alert(1)</script><!-- \u2028' }
    const text = jsonLdText(value)
    expect(text).not.toMatch(/<|\u2028/)
    expect(JSON.parse(text)).toEqual(value)
  })
})
