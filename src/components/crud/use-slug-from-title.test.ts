// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'

import { useSlugFromTitle } from './use-slug-from-title'

function setup(follow: boolean, slug = '') {
  return renderHook(() => {
    const form = useForm<{ slug: string }>({ defaultValues: { slug } })
    return { form, onTitle: useSlugFromTitle(form, { follow, max: 20 }) }
  }).result
}

describe('useSlugFromTitle', () => {
  it('follows the Indonesian title, shortened to the limit, not the English one', () => {
    const result = setup(true)
    act(() => result.current.onTitle('id', 'Biaya Sertifikasi'))
    expect(result.current.form.getValues('slug')).toBe('biaya-sertifikasi')
    act(() => result.current.onTitle('en', 'Certification fees'))
    expect(result.current.form.getValues('slug')).toBe('biaya-sertifikasi')
    act(() => result.current.onTitle('id', 'Biaya Sertifikasi Ulang Lengkap'))
    expect(result.current.form.getValues('slug')).toBe('biaya-sertifikasi-ul')
  })

  it('stops once the slug is typed by hand, and starts again when it is emptied', () => {
    const result = setup(true)
    act(() => result.current.onTitle('id', 'Biaya'))
    act(() => result.current.form.setValue('slug', 'tarif'))
    act(() => result.current.onTitle('id', 'Biaya Baru'))
    expect(result.current.form.getValues('slug')).toBe('tarif')
    act(() => result.current.form.setValue('slug', ''))
    act(() => result.current.onTitle('id', 'Biaya Lama'))
    expect(result.current.form.getValues('slug')).toBe('biaya-lama')
  })

  it("leaves an existing item's slug (its address) alone", () => {
    const result = setup(false, 'tentang')
    act(() => result.current.onTitle('id', 'Tentang Kami'))
    expect(result.current.form.getValues('slug')).toBe('tentang')
  })
})
