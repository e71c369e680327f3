import { describe, expect, it } from 'vitest'

import { isShareableImage, ownText, preferLanguage, seoHead } from './seo-meta'

const title = { id: 'Jadwal Layanan', en: 'Service Schedule' }
const excerpt = { id: 'Kantor tutup 25 Desember.', en: 'The office is closed on 25 December.' }

describe('ownText', () => {
  it('reads only the asked language, trimmed, and nothing from odd values', () => {
    expect(ownText({ id: ' Judul ', en: 'Title' }, 'id')).toBe('Judul')
    expect(ownText({ id: 'Judul' }, 'en')).toBe('')
    expect(ownText('Judul', 'id')).toBe('')
    expect(ownText(null, 'id')).toBe('')
    expect(ownText({ id: 7 }, 'id')).toBe('')
  })
})

describe('preferLanguage', () => {
  it('takes the first candidate written in the language, then any in the fallback language', () => {
    expect(preferLanguage([{ id: 'Meta' }, title], 'en')).toBe('Service Schedule')
    expect(preferLanguage([{ id: 'Meta', en: 'Meta EN' }, title], 'en')).toBe('Meta EN')
    expect(preferLanguage([{ id: 'Meta' }, { id: 'Judul' }], 'en')).toBe('Meta')
    expect(preferLanguage([null, undefined], 'id')).toBe('')
  })
})

describe('seoHead', () => {
  it('falls back to the page title, the excerpt and the cover when nothing is set', () => {
    expect(seoHead({}, 'id', { title, description: excerpt, image: '/cover.jpg' })).toEqual({
      fullTitle: undefined,
      description: 'Kantor tutup 25 Desember.',
      image: '/cover.jpg',
      ownImage: false,
    })
  })

  it('uses the meta title as the whole title, the meta description and the share image', () => {
    const item = {
      meta_title: { id: 'Libur Akhir Tahun LSBU', en: 'LSBU year-end holiday' },
      meta_description: { id: 'Deskripsi khusus.', en: 'A description of its own.' },
      share_image_url: '/share.png',
    }
    expect(seoHead(item, 'en', { title, description: excerpt, image: '/cover.jpg' })).toEqual({
      fullTitle: 'LSBU year-end holiday',
      description: 'A description of its own.',
      image: '/share.png',
      ownImage: true,
    })
  })

  it('prefers the English title over an Indonesian-only meta title on the English page', () => {
    const item = { meta_title: { id: 'Judul Mesin Pencari' }, meta_description: { id: 'Khusus.' } }
    const head = seoHead(item, 'en', { title, description: excerpt })
    expect(head.fullTitle).toBeUndefined()
    expect(head.description).toBe('The office is closed on 25 December.')
    expect(seoHead(item, 'id', { title, description: excerpt }).fullTitle).toBe(
      'Judul Mesin Pencari',
    )
  })

  it('uses the Indonesian meta title in English when the page has no English title either', () => {
    const head = seoHead({ meta_title: { id: 'Judul Mesin Pencari' } }, 'en', {
      title: { id: 'Judul' },
    })
    expect(head.fullTitle).toBe('Judul Mesin Pencari')
  })

  it('ends with the default description and no image of its own (the site default)', () => {
    expect(
      seoHead({ meta_description: { id: '  ' } }, 'id', {
        title,
        defaultDescription: 'Deskripsi bawaan.',
      }),
    ).toEqual({
      fullTitle: undefined,
      description: 'Deskripsi bawaan.',
      image: null,
      ownImage: false,
    })
  })

  it('skips SVG images, which link previews do not show', () => {
    expect(isShareableImage('/media/logo.svg')).toBe(false)
    expect(isShareableImage('/media/logo.SVG?v=2')).toBe(false)
    expect(isShareableImage('/media/photo.webp')).toBe(true)
    expect(isShareableImage('')).toBe(false)
    const head = seoHead({ share_image_url: '/own.svg' }, 'id', { title, image: '/cover.jpg' })
    expect(head).toMatchObject({ image: '/cover.jpg', ownImage: false })
  })
})
