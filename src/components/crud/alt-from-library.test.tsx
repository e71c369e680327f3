// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'

import type { MediaFile } from '@/lib/resource/media-library'
import { mediaObjectName } from '@/lib/resource/media-storage'

import { altFromLibrary } from './form-fields'

type Values = { cover_alt: { id: string; en: string } }
const picked = (alt: { id: string; en?: string }) => ({ alt }) as MediaFile

describe('altFromLibrary (the library holds the one alt text)', () => {
  it("replaces the form's alt with the library's, typed or not", () => {
    const { result } = renderHook(() =>
      useForm<Values>({ defaultValues: { cover_alt: { id: 'Ketikan lama', en: 'Old text' } } }),
    )
    act(() => altFromLibrary(result.current, 'cover_alt')(picked({ id: 'Gedung', en: 'Building' })))
    expect(result.current.getValues('cover_alt')).toEqual({ id: 'Gedung', en: 'Building' })
    expect(result.current.getFieldState('cover_alt').isDirty).toBe(true)
  })

  it('keeps what was typed when the library has no alt text yet', () => {
    const { result } = renderHook(() =>
      useForm<Values>({ defaultValues: { cover_alt: { id: 'Ketikan', en: '' } } }),
    )
    act(() => altFromLibrary(result.current, 'cover_alt')(picked({ id: '', en: ' ' })))
    expect(result.current.getValues('cover_alt')).toEqual({ id: 'Ketikan', en: '' })
  })
})

describe('mediaObjectName', () => {
  it('names the media object of a public URL, and nothing for other URLs', () => {
    expect(
      mediaObjectName('http://127.0.0.1:54321/storage/v1/object/public/media/uji/a%20b.svg?x=1'),
    ).toBe('uji/a b.svg')
    expect(mediaObjectName('/storage/v1/object/public/media/seed/hero/slide-1.svg')).toBe(
      'seed/hero/slide-1.svg',
    )
    expect(mediaObjectName('https://example.com/gambar.png')).toBeNull()
    expect(mediaObjectName('/storage/v1/object/public/media/%E0%A4%A')).toBeNull()
  })
})
