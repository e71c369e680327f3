import { describe, expect, it } from 'vitest'

import { SHARE_NETWORKS, shareLinks } from './share-links'

describe('shareLinks', () => {
  const url = 'https://lsbu.example/informasi/news/rapat-kerja?lng=en'
  const title = 'Rapat & Kerja: 100% #SBU? "Ya"'
  const links = shareLinks(title, url)

  it('gives one link per network, in order', () => {
    expect(Object.keys(links)).toEqual([...SHARE_NETWORKS])
  })

  it('WhatsApp: the title and the address as one encoded text', () => {
    expect(links.whatsapp).toBe(
      'https://wa.me/?text=Rapat%20%26%20Kerja%3A%20100%25%20%23SBU%3F%20%22Ya%22%20' +
        'https%3A%2F%2Flsbu.example%2Finformasi%2Fnews%2Frapat-kerja%3Flng%3Den',
    )
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(`${title} ${url}`)
  })

  it('Facebook and LinkedIn: the address alone, encoded', () => {
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Flsbu.example%2Finformasi%2Fnews%2Frapat-kerja%3Flng%3Den',
    )
    expect(new URL(links.linkedin).origin + new URL(links.linkedin).pathname).toBe(
      'https://www.linkedin.com/sharing/share-offsite/',
    )
    expect(new URL(links.linkedin).searchParams.get('url')).toBe(url)
    expect([...new URL(links.facebook).searchParams.keys()]).toEqual(['u'])
  })

  it('X: the title and the address as separate parameters', () => {
    const x = new URL(links.x)
    expect(x.origin + x.pathname).toBe('https://x.com/intent/post')
    expect(x.searchParams.get('text')).toBe(title)
    expect(x.searchParams.get('url')).toBe(url)
    // "&" and "#" in the title stay inside its parameter.
    expect([...x.searchParams.keys()]).toEqual(['text', 'url'])
  })
})
