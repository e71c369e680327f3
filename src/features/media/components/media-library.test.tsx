// @vitest-environment jsdom
import { File as NodeFile } from 'node:buffer'

import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { uploadMedia } from '@/lib/resource/media-storage'
import { testClient, unique } from '@/test/backend'
import { renderStaff } from '@/test/render-staff'

import { MediaLibrary } from './media-library'

vi.mock('@/lib/supabase', () => import('@/test/backend').then((m) => m.asEditor()))

const svg = (name: string) =>
  new NodeFile(['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"/>'], name, {
    type: 'image/svg+xml',
  }) as unknown as File

describe('MediaLibrary', () => {
  it('shows where a file is used, refuses its delete with the uses, and deletes it once unused', async () => {
    const name = `${unique('denah').replace(/\W+/g, '-')}.svg`
    const url = await uploadMedia('uji', svg(name))
    const editor = testClient()
    const title = unique('Artikel bergambar')
    const { data: article } = await editor
      .from('articles')
      .insert({
        slug: title.toLowerCase().replace(/\W+/g, '-'),
        title: { id: title },
        status: 'draft',
        cover_image_url: url,
        cover_alt: { id: 'Denah' },
      })
      .select('id')
      .single()

    const first = renderStaff(<MediaLibrary />, {
      url: `/admin/media?q=${encodeURIComponent(name)}`,
    })
    const card = await screen.findByRole('article', { name })
    expect(card).toHaveTextContent('SVG')
    expect(card).toHaveTextContent('40 × 20 px')
    const use = within(card).getByRole('link', { name: `Artikel: ${title}` })
    expect(use).toHaveAttribute('href', `/admin/news/edit/${article!.id}`)

    await first.user.click(within(card).getByRole('button', { name: `Hapus: ${name}` }))
    const inUse = await screen.findByRole('dialog', { name: 'Berkas masih dipakai' })
    expect(inUse).toHaveTextContent(`dipakai di 1 tempat`)
    expect(within(inUse).getByRole('link', { name: `Artikel: ${title}` })).toBeVisible()
    await first.user.click(within(inUse).getAllByRole('button', { name: 'Tutup' })[0]!)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    first.unmount()

    // Unused once the article is gone for good (a delete moves it to the trash, where it still
    // uses the file; the admin deletes it from there): the delete asks, then removes the file
    // and its row.
    await editor.from('articles').delete().eq('id', article!.id)
    const purged = await testClient('admin').rpc('empty_trash', {
      target: 'articles',
      ids: [article!.id],
    })
    expect(purged.data).toBe(1)
    const { user } = renderStaff(<MediaLibrary />, {
      url: `/admin/media?q=${encodeURIComponent(name)}`,
    })
    const fresh = await screen.findByRole('article', { name })
    expect(fresh).toHaveTextContent('Tidak dipakai')
    await user.click(within(fresh).getByRole('button', { name: `Hapus: ${name}` }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Hapus Berkas?' })
    await user.click(within(confirm).getByRole('button', { name: 'Hapus' }))
    await waitFor(async () => {
      const { data } = await editor.from('media_files').select('id').eq('name', name)
      expect(data).toEqual([])
    })
    expect(await screen.findByText(`${name} dihapus.`)).toBeInTheDocument()
  })

  it('refuses the delete of a file that content took up meanwhile under another spelling of its URL, naming the content (English)', async () => {
    const name = `${unique('plan').replace(/\W+/g, '-')}.svg`
    const url = await uploadMedia('uji', svg(name))
    const { user } = renderStaff(<MediaLibrary />, {
      language: 'en',
      url: `/admin/media?q=${encodeURIComponent(name)}`,
    })
    const card = await screen.findByRole('article', { name })
    expect(card).toHaveTextContent('Not used')

    // A page starts using the file through its render URL, the folder's slash percent-encoded.
    const { origin, pathname } = new URL(url)
    const object = pathname.replace('/storage/v1/object/public/media/', '')
    const title = unique('Office plan page')
    const editor = testClient()
    const { data: page } = await editor
      .from('cms_pages')
      .insert({
        slug: title.toLowerCase().replace(/\W+/g, '-'),
        title: { id: title },
        content: {
          id: `![Denah](${origin}/storage/v1/render/image/public/media/${object.replace('/', '%2f')}?width=640)`,
        },
      })
      .select('id')
      .single()

    await user.click(within(card).getByRole('button', { name: `Delete: ${name}` }))
    const confirm = await screen.findByRole('alertdialog')
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    const inUse = await screen.findByRole('dialog', { name: 'File still in use' })
    expect(inUse).toHaveTextContent(`"${name}" is used in 1 place, so it cannot be deleted.`)
    expect(within(inUse).getByRole('link', { name: new RegExp(title) })).toBeVisible()
    const { data } = await editor.from('media_files').select('id').eq('name', name)
    expect(data).toHaveLength(1)
    await editor.from('cms_pages').delete().eq('id', page!.id)
  })
})
