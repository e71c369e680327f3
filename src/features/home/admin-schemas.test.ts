import { describe, expect, it } from 'vitest'

import { heroSlideFormDefaults, heroSlideFormSchema } from './admin-schemas'

const base = () => ({ ...heroSlideFormDefaults(null), title: { id: 'Judul', en: '' } })
const messagesOf = (values: unknown) =>
  heroSlideFormSchema
    .safeParse(values)
    .error?.issues.map((i) => `${i.path.join('.')}=${i.message}`) ?? []

describe('heroSlideFormSchema', () => {
  it('accepts a slide with only a title', () => {
    expect(messagesOf(base())).toEqual([])
  })
  it('requires alt text once an image is set', () => {
    expect(messagesOf({ ...base(), image_url: '/images/seed/a.svg' })).toEqual([
      'image_description.id=crud.validation.altRequired',
    ])
  })
  it('asks for the missing half of a button', () => {
    expect(messagesOf({ ...base(), cta_primary_url: '/layanan/alur' })).toEqual([
      'cta_primary_text.id=heroSlider.validation.ctaText',
    ])
    expect(messagesOf({ ...base(), cta_secondary_text: { id: 'Kontak', en: '' } })).toEqual([
      'cta_secondary_url=heroSlider.validation.ctaUrl',
    ])
  })
  it('refuses a button URL that is neither a path nor http(s)', () => {
    expect(
      messagesOf({
        ...base(),
        cta_primary_text: { id: 'Ajukan', en: '' },
        cta_primary_url: 'layanan',
      }),
    ).toEqual(['cta_primary_url=heroSlider.validation.link'])
  })
})
