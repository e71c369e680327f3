// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod'
import { screen, waitFor, within } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { seoFormDefaults, seoFormShape, seoToRow } from '@/lib/resource/seo-form'
import { translatableSchema } from '@/lib/resource/translatable'
import { renderStaff } from '@/test/render-staff'

import { SeoFields } from './seo-fields'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))

const schema = z.object({
  title: translatableSchema({ max: 200 }),
  excerpt: translatableSchema({ max: 500, required: false }),
  cover_image_url: z.string(),
  ...seoFormShape,
})
type Values = z.infer<typeof schema>

/** A form like the article's: title, excerpt, cover, and the search fields. */
function ArticleLikeForm({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: { id: 'Jadwal Layanan Akhir Tahun', en: 'Year-end Service Schedule' },
      excerpt: { id: 'Kantor tutup 25 Desember.', en: '' },
      cover_image_url: '/storage/v1/object/public/media/articles/sampul.jpg',
      ...seoFormDefaults(null),
    },
  })
  return (
    <form onSubmit={form.handleSubmit(onValid)}>
      <SeoFields
        control={form.control}
        folder="articles"
        path="/informasi/news/jadwal"
        fallback={{ title: 'title', description: 'excerpt', image: 'cover_image_url' }}
      />
      <button type="submit">Simpan</button>
    </form>
  )
}

const search = (lang: string) => screen.getByTestId(`seo-search-${lang}`)
const card = (lang: string) => screen.getByTestId(`seo-card-${lang}`)

describe('SeoFields', () => {
  it('previews the fallbacks, then the meta title, description and counters as typed', async () => {
    const onValid = vi.fn()
    const { user } = renderStaff(<ArticleLikeForm onValid={onValid} />)
    // Nothing set: "<title> - <site name>" (from the seeded settings), the excerpt, the cover.
    const siteName = await waitFor(() => {
      const text = search('id').textContent ?? ''
      expect(text).toMatch(/Jadwal Layanan Akhir Tahun - \S/)
      return text
    })
    expect(siteName).toContain('Kantor tutup 25 Desember.')
    expect(search('id')).toHaveTextContent('/informasi/news/jadwal')
    expect(within(card('id')).getByRole('presentation')).toHaveAttribute('data-source', 'fallback')

    const title = screen.getByLabelText('Judul meta (Indonesia)')
    expect(title).toHaveAccessibleDescription(/^0 \/ 60 karakter/)
    await user.type(title, 'Libur akhir tahun LSBU')
    expect(search('id')).toHaveTextContent('Libur akhir tahun LSBU')
    expect(search('id')).not.toHaveTextContent('Jadwal Layanan Akhir Tahun -')
    expect(card('id')).toHaveTextContent('Libur akhir tahun LSBU')
    expect(title).toHaveAccessibleDescription(/^22 \/ 60 karakter/)

    await user.type(title, ' — jadwal lengkap layanan sertifikasi dan kantor')
    expect(title).toHaveAccessibleDescription(
      /^70 \/ 60 karakter: lebih panjang dari yang ditampilkan mesin pencari/,
    )
    // the search preview cuts where search engines do; the card shows it all (two lines)
    const full = 'Libur akhir tahun LSBU — jadwal lengkap layanan sertifikasi dan kantor'
    expect(search('id')).toHaveTextContent(`${full.slice(0, 59).trimEnd()}…`)
    expect(search('id')).not.toHaveTextContent(full)
    expect(card('id')).toHaveTextContent(full)

    const description = screen.getByLabelText('Deskripsi meta (Indonesia)')
    await user.type(description, 'Jadwal layanan selama libur.')
    expect(search('id')).toHaveTextContent('Jadwal layanan selama libur.')
    expect(search('id')).not.toHaveTextContent('Kantor tutup')

    // English preview: the English title (no English meta title), the Indonesian description
    const previewLanguage = screen.getByRole('tablist', { name: 'Bahasa pratinjau' })
    await user.click(within(previewLanguage).getByRole('tab', { name: 'English' }))
    expect(search('en')).toHaveTextContent(/Year-end Service Schedule - \S/)
    expect(search('en')).toHaveTextContent('?lng=en')
    expect(search('en')).toHaveTextContent('Jadwal layanan selama libur.')

    await user.click(screen.getByRole('button', { name: 'Simpan' }))
    await waitFor(() => expect(onValid).toHaveBeenCalled())
    expect(seoToRow(onValid.mock.calls[0]![0] as Values)).toEqual({
      meta_title: {
        id: 'Libur akhir tahun LSBU — jadwal lengkap layanan sertifikasi dan kantor',
      },
      meta_description: { id: 'Jadwal layanan selama libur.' },
      share_image_url: null,
    })
  })

  it('refuses a meta title past the limit with the field error, keeping what was typed', async () => {
    const onValid = vi.fn()
    const { user } = renderStaff(<ArticleLikeForm onValid={onValid} />, { language: 'en' })
    const title = screen.getByLabelText('Meta title (Indonesian)')
    // maxLength stops typing at 120; paste a longer text as a person pasting would
    title.removeAttribute('maxLength')
    await user.click(title)
    await user.paste('x'.repeat(121))
    await user.click(screen.getByRole('button', { name: 'Simpan' }))
    expect(await screen.findByText(/at most 120 characters/i)).toBeVisible()
    expect(onValid).not.toHaveBeenCalled()
    expect(title).toHaveValue('x'.repeat(121))
  })
})
