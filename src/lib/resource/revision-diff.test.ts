import { describe, expect, it } from 'vitest'

import { diffRevisions } from './revision-diff'

const LONG = 'Paragraf panjang tentang proses sertifikasi badan usaha. '.repeat(5)

const v1 = {
  id: 'a1',
  slug: 'biaya-sertifikasi',
  title: { id: 'Biaya Sertifikasi', en: 'Certification Fees' },
  content: { id: `${LONG}\n\nBiaya Rp 5 juta.`, en: 'Fees apply.' },
  cover_image_url: '/storage/v1/object/public/media/articles/lama.webp',
  is_published: false,
  published_at: null,
  sort_order: 10,
  tags: ['biaya'],
  updated_at: '2026-11-20T01:00:00Z',
}

describe('diff of two versions', () => {
  it('lists only the fields that changed, per language, each shown the way that suits it', () => {
    const v2 = {
      ...v1,
      title: { id: 'Biaya Sertifikasi 2027', en: 'Certification Fees' },
      content: { id: `${LONG}\n\nBiaya Rp 6 juta.`, en: 'Fees apply.' },
      cover_image_url: '/storage/v1/object/public/media/articles/baru.webp',
      is_published: true,
      published_at: '2026-12-01T01:00:00+00:00',
      tags: ['biaya', '2027'],
      updated_at: '2026-11-21T01:00:00Z',
    }
    expect(diffRevisions(v1, v2)).toEqual([
      {
        field: 'title',
        rows: [
          {
            lang: 'id',
            kind: 'short',
            before: 'Biaya Sertifikasi',
            after: 'Biaya Sertifikasi 2027',
          },
        ],
      },
      {
        field: 'content',
        rows: [
          {
            lang: 'id',
            kind: 'long',
            before: v1.content.id,
            after: v2.content.id,
          },
        ],
      },
      {
        field: 'cover_image_url',
        rows: [
          { lang: null, kind: 'image', before: v1.cover_image_url, after: v2.cover_image_url },
        ],
      },
      { field: 'is_published', rows: [{ lang: null, kind: 'flag', before: false, after: true }] },
      {
        field: 'published_at',
        rows: [{ lang: null, kind: 'time', before: null, after: '2026-12-01T01:00:00+00:00' }],
      },
      {
        field: 'tags',
        rows: [
          {
            lang: null,
            kind: 'long',
            before: '[\n  "biaya"\n]',
            after: '[\n  "biaya",\n  "2027"\n]',
          },
        ],
      },
    ])
  })

  it('treats an English text added to an empty translation as that language only', () => {
    const v2 = { ...v1, title: { id: 'Biaya Sertifikasi' } }
    expect(diffRevisions(v2, v1)).toEqual([
      {
        field: 'title',
        rows: [{ lang: 'en', kind: 'short', before: null, after: 'Certification Fees' }],
      },
    ])
  })

  it('shows every filled field of a first version, and none of the bookkeeping', () => {
    const fields = diffRevisions(null, v1).map((c) => c.field)
    expect(fields).toEqual([
      'slug',
      'title',
      'content',
      'cover_image_url',
      'is_published',
      'sort_order',
      'tags',
    ])
  })

  it('finds nothing between equal versions, and notices a column one of them lacks', () => {
    expect(diffRevisions(v1, { ...v1 })).toEqual([])
    const { tags: _tags, ...older } = v1
    expect(diffRevisions(older, v1).map((c) => c.field)).toEqual(['tags'])
  })
})
