// @vitest-environment jsdom
import { File as NodeFile } from 'node:buffer'

import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import type { MediaFile } from '@/lib/resource/media-library'
import { uploadMedia } from '@/lib/resource/media-storage'
import { testClient, unique } from '@/test/backend'
import { renderStaff } from '@/test/render-staff'

import { MediaUpload, type MediaUploadProps } from './media-upload'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))

// Node's File: storage-js sends it as the body, which Node's fetch can (jsdom's File would
// travel in jsdom's FormData, which Node's fetch cannot send).
const file = (body: string, name: string, type: string) =>
  new NodeFile([body], name, { type }) as unknown as File
const svg = (name: string) =>
  file('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6"/>', name, 'image/svg+xml')
const pdf = (name: string) => file('%PDF-1.4\n%%EOF\n', name, 'application/pdf')

/** The field in a form-like parent that keeps its value. */
function Field(
  props: Omit<MediaUploadProps, 'value' | 'onChange'> & { spy: (url: string) => void },
) {
  const { spy, ...rest } = props
  const [value, setValue] = useState('')
  return (
    <MediaUpload
      {...rest}
      value={value}
      onChange={(url) => {
        spy(url)
        setValue(url)
      }}
    />
  )
}

describe('MediaUpload', () => {
  it('offers the kit’s localised controls instead of the browser’s file input', async () => {
    const { user } = renderStaff(<Field kind="image" label="Gambar" folder="uji" spy={vi.fn()} />)
    const upload = screen.getByRole('button', { name: 'Unggah berkas: Gambar' })
    expect(upload).toHaveAccessibleDescription(/PNG, JPEG, WebP atau SVG, maksimal 10 MB/)
    expect(screen.getByRole('button', { name: 'Pilih dari pustaka: Gambar' })).toBeVisible()
    expect(screen.getByText('Belum ada berkas dipilih.')).toBeVisible()
    // The native input is there for the label and for drops, not for keyboard or screen reader.
    const input = screen.getByLabelText('Gambar')
    expect(input).toHaveAttribute('type', 'file')
    expect(input).toHaveAttribute('aria-hidden', 'true')
    expect(input).toHaveAttribute('tabindex', '-1')
    await user.tab()
    expect(upload).toHaveFocus()
  })

  it('refuses a wrong type before sending anything, then uploads a right one', async () => {
    const spy = vi.fn()
    const { user } = renderStaff(<Field kind="image" label="Logo" folder="uji" spy={spy} />)
    const input = screen.getByLabelText('Logo')
    // Dropped (or chosen with "all files"): the input's accept does not stop it.
    fireEvent.drop(input.parentElement!, {
      dataTransfer: { files: [pdf('bukan-gambar.pdf')], types: ['Files'] },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Jenis berkas "application/pdf" tidak didukung. Gunakan PNG, JPEG, WebP atau SVG.',
    )
    expect(spy).not.toHaveBeenCalled()

    const name = `${unique('logo').replace(/\W+/g, '-')}.svg`
    await user.upload(input, svg(name))
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith(
        expect.stringContaining('/storage/v1/object/public/media/uji/'),
      ),
    )
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('button', { name: 'Ganti berkas: Logo' })).toBeVisible()
    // The library has it, under its original name.
    const { data } = await testClient()
      .from('media_library')
      .select('name, kind, width, height, uploader_name')
      .eq('name', name)
    expect(data).toEqual([
      { name, kind: 'image', width: 8, height: 6, uploader_name: expect.any(String) },
    ])
  })

  it('picks a file from the library with the keyboard, with its alt text, and returns focus', async () => {
    const name = `${unique('gedung').replace(/\W+/g, '-')}.svg`
    const url = await uploadMedia('uji', svg(name))
    const objectName = url.split('/public/media/')[1]!
    await testClient()
      .from('media_files')
      .update({ alt: { id: 'Gedung kantor', en: 'Office building' } })
      .eq('object_name', objectName)
    const spy = vi.fn()
    const onPick = vi.fn()
    const { user } = renderStaff(
      <Field kind="image" label="Sampul" folder="uji" spy={spy} onPick={onPick} />,
    )
    const open = screen.getByRole('button', { name: 'Pilih dari pustaka: Sampul' })
    await user.click(open)
    const dialog = await screen.findByRole('dialog', { name: 'Pustaka media: Sampul' })
    const search = within(dialog).getByRole('searchbox', { name: 'Cari berkas' })
    await user.click(search)
    await user.paste(name)
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(1))
    const option = within(dialog).getByRole('radio', { name: new RegExp(name) })
    expect(within(dialog).getByRole('button', { name: 'Gunakan berkas ini' })).toBeDisabled()
    option.focus()
    await user.keyboard(' ')
    expect(option).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: 'Gunakan berkas ini' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(spy).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`/public/media/${objectName}$`)),
    )
    expect(onPick).toHaveBeenCalledWith(
      expect.objectContaining<Partial<MediaFile>>({
        object_name: objectName,
        alt: { id: 'Gedung kantor', en: 'Office building' },
      }),
    )
    // The preview shows the chosen file.
    expect(document.querySelector(`img[src$="${objectName}"]`)).not.toBeNull()
    await waitFor(() => expect(open).toHaveFocus())
  })

  it('lists only the kinds the field takes', async () => {
    const prefix = unique('jenis').replace(/\W+/g, '-')
    await uploadMedia('uji', svg(`${prefix}-gambar.svg`))
    await uploadMedia('uji', pdf(`${prefix}-dokumen.pdf`))
    const { user } = renderStaff(<Field kind="pdf" label="Berkas PDF" folder="uji" spy={vi.fn()} />)
    await user.click(screen.getByRole('button', { name: 'Pilih dari pustaka: Berkas PDF' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('searchbox'))
    await user.paste(prefix)
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(1))
    expect(
      within(dialog).getByRole('radio', { name: new RegExp(`${prefix}-dokumen.pdf`) }),
    ).toBeVisible()
  })

  describe('uploads no save used', () => {
    const objectsNamed = async (name: string) =>
      (await testClient().from('media_files').select('object_name').eq('name', name)).data ?? []

    async function uploadInto(
      user: ReturnType<typeof renderStaff>['user'],
      name: string,
      spy: (url: string) => void,
    ) {
      await user.upload(screen.getByLabelText('Sampul'), svg(name))
      await waitFor(() => expect(spy).toHaveBeenCalledWith(expect.stringContaining('/uji/')))
    }

    it('removes the upload when the form goes without saving it', async () => {
      const name = `${unique('batal').replace(/\W+/g, '-')}.svg`
      const spy = vi.fn()
      const view = renderStaff(<Field kind="image" label="Sampul" folder="uji" spy={spy} />)
      await uploadInto(view.user, name, spy)
      expect(await objectsNamed(name)).toHaveLength(1)
      view.unmount()
      await waitFor(async () => expect(await objectsNamed(name)).toHaveLength(0))
    })

    it('removes an upload replaced before saving, and keeps the one that was saved', async () => {
      const first = `${unique('pertama').replace(/\W+/g, '-')}.svg`
      const second = `${unique('kedua').replace(/\W+/g, '-')}.svg`
      const spy = vi.fn()
      const view = renderStaff(<Field kind="image" label="Sampul" folder="uji" spy={spy} />)
      await uploadInto(view.user, first, spy)
      spy.mockClear()
      await uploadInto(view.user, second, spy)
      await waitFor(async () => expect(await objectsNamed(first)).toHaveLength(0))
      // The form saves the second (content uses it), then closes: it stays, once.
      const url = spy.mock.calls.at(-1)![0] as string
      const { error } = await testClient()
        .from('articles')
        .insert({
          slug: unique('simpan')
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-'),
          title: { id: 'Simpan' },
          cover_image_url: url,
        })
      expect(error).toBeNull()
      view.unmount()
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(await objectsNamed(second)).toHaveLength(1)
    })
  })
})
