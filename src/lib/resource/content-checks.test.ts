import { describe, expect, it } from 'vitest'

import { testClient, unique } from '@/test/backend'

import {
  checkContent,
  checkInternalLinks,
  checkMarkdown,
  publishes,
  SEARCH_TITLE_MAX,
} from './content-checks'

const rules = (markdown: string) =>
  checkMarkdown(markdown, 'content', 'id').problems.map((p) => [p.rule, p.blocking, p.subject])

describe('content checks of Markdown', () => {
  it('blocks an image without alt text; an image with alt text passes', () => {
    expect(rules('Teks ![](/media/a.png) dan ![  ](/media/b.png)')).toEqual([
      ['imageAlt', true, '/media/a.png'],
      ['imageAlt', true, '/media/b.png'],
    ])
    expect(rules('![Denah kantor LSBU](/media/a.png)')).toEqual([])
  })

  it('warns about links without text and headings that skip a level', () => {
    expect(rules('[](/informasi/faq) [**  **](https://pu.go.id)')).toEqual([
      ['emptyLinkText', false, '/informasi/faq'],
      ['emptyLinkText', false, 'https://pu.go.id'],
    ])
    expect(rules('## Biaya\n#### Rincian\n### Catatan\n## Lain\n### Lagi')).toEqual([
      ['headingSkip', false, 'Rincian'],
    ])
    // The page's own title is the h1: text that starts at h3 skips h2.
    expect(rules('### Mulai')).toEqual([['headingSkip', false, 'Mulai']])
  })

  it('ignores code, and lists internal links (not other sites, not protocol-relative ones)', () => {
    const found = checkMarkdown(
      '```\n![](x.png)\n# kode\n```\n`![](y.png)` [FAQ](/informasi/faq#a) [PU](https://pu.go.id) [x](//cdn.example/x)',
      'answer',
      'en',
    )
    expect(found.problems).toEqual([])
    expect(found.links).toEqual([{ path: '/informasi/faq#a', field: 'answer', language: 'en' }])
  })
})

describe('content checks of a form', () => {
  it('checks every language of the descriptor’s Markdown fields and the search title', () => {
    const long = 'x'.repeat(SEARCH_TITLE_MAX + 1)
    const { problems, links } = checkContent(
      {
        title: { id: 'Pendek', en: long },
        content: { id: 'Baik.', en: 'Image ![](/a.png) [Fees](/layanan/biaya)' },
        excerpt: { id: '![](/not-markdown.png)' },
      },
      ['content'],
    )
    expect(problems.map((p) => [p.rule, p.field, p.language])).toEqual([
      ['imageAlt', 'content', 'en'],
      ['titleLength', 'title', 'en'],
    ])
    expect(links).toEqual([{ path: '/layanan/biaya', field: 'content', language: 'en' }])
    // The SEO title is what search results show when set.
    expect(
      checkContent({ title: { id: long }, meta_title: { id: 'Judul pencarian' } }, []).problems,
    ).toEqual([])
  })

  it('knows whether a save publishes: is_published, status, or a table without either', () => {
    expect(publishes({ is_published: false }, null)).toBe(false)
    expect(publishes({ content: {} }, { is_published: true })).toBe(true)
    expect(publishes({ status: 'draft' }, { status: 'published' })).toBe(false)
    expect(publishes({ status: 'published' }, null)).toBe(true)
    expect(publishes({ name: {} }, null)).toBe(true)
  })
})

describe('internal links', () => {
  it('asks the database about item addresses; the site’s routes and files need no lookup', async () => {
    const client = testClient('editor')
    const draft = unique('draf')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
    const { error } = await client
      .from('articles')
      .insert({ slug: draft, title: { id: 'Draf' }, content: { id: 'x' }, status: 'draft' })
    expect(error).toBeNull()
    const at = (path: string) => ({ path, field: 'content', language: 'id' })
    const problems = await checkInternalLinks(
      [
        at('/layanan/biaya'),
        at('/profil/tentang#visi'),
        at('/tentang'),
        at('/storage/v1/object/public/media/a.pdf'),
        at(`/informasi/news/${draft}`),
        at('/informasi/news/tidak-pernah-ada'),
        at('/halaman-yang-tidak-ada'),
        at('/layanan/tidak-ada/sama-sekali'),
      ],
      client,
    )
    expect(problems.map((p) => [p.rule, p.subject])).toEqual([
      ['unpublishedLink', `/informasi/news/${draft}`],
      ['missingLink', '/informasi/news/tidak-pernah-ada'],
      ['missingLink', '/halaman-yang-tidak-ada'],
      ['missingLink', '/layanan/tidak-ada/sama-sekali'],
    ])
    expect(await checkInternalLinks([at('/layanan/biaya')], client)).toEqual([])
  })
})
