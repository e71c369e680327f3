/**
 * An editor sets an article's and a CMS page's search fields (meta title and
 * description per language, share image) in their forms, sees the counters and previews, and
 * the public page's server HTML (no JavaScript) carries them in its head; emptied, the page
 * falls back to its title, excerpt and the site's default image.
 */
import { JSDOM } from 'jsdom'

import { expect, expectNoA11yViolations, test } from './fixtures'
import {
  deleteAsAdmin,
  insertAsAdmin,
  REVIEW_DEFAULT,
  selectAsAdmin,
  setReviewRequired,
  updateAsAdmin,
} from './support/api'
import { getWithoutCookies } from './support/crawler'
import { files, saveAndExpect } from './support/crud'
import { loginAs } from './support/users'

test.describe.configure({ timeout: 150_000 })

// Editors publish CMS pages and legal products here; review before publishing has its own spec
// (admin-review.spec.ts).
test.beforeAll(({ baseURL }) => setReviewRequired(baseURL!, []))
test.afterAll(({ baseURL }) => setReviewRequired(baseURL!, REVIEW_DEFAULT))

/** The head of a public page as the server sends it to a search engine or a link preview. */
async function head(baseURL: string, path: string) {
  const response = await getWithoutCookies(baseURL, path)
  expect(response.status, path).toBe(200)
  const { document } = new JSDOM(response.text).window
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content')
  return {
    title: document.title,
    description: meta('meta[name="description"]'),
    ogTitle: meta('meta[property="og:title"]'),
    ogDescription: meta('meta[property="og:description"]'),
    ogImage: meta('meta[property="og:image"]'),
    ogImageAlt: meta('meta[property="og:image:alt"]'),
    twitterImage: meta('meta[name="twitter:image"]'),
  }
}

test('an editor sets an article’s search fields and the public head uses them', async ({
  page,
  baseURL,
}) => {
  const stamp = Date.now().toString(36)
  const slug = `berita-seo-${stamp}`
  const [article] = await insertAsAdmin<{ id: string }>(baseURL!, 'articles', [
    {
      slug,
      title: { id: `Berita SEO ${stamp}`, en: `SEO story ${stamp}` },
      excerpt: { id: 'Ringkasan berita uji.', en: 'Test story summary.' },
      content: { id: 'Isi.', en: 'Body.' },
      status: 'published',
    },
  ])
  const [settings] = await selectAsAdmin<{ site_name: string; share_image_url: string }>(
    baseURL!,
    'site_settings',
    'select=site_name,share_image_url',
  )
  try {
    // Before: title with the site name, the excerpt, the site's default image.
    const before = await head(baseURL!, `/informasi/news/${slug}`)
    expect(before.title).toBe(`Berita SEO ${stamp} - ${settings!.site_name}`)
    expect(before.description).toBe('Ringkasan berita uji.')
    expect(before.ogImage).toContain(settings!.share_image_url)

    await loginAs(page, 'editor', { to: `/admin/news/edit/${article!.id}` })
    const section = page.getByRole('group', { name: 'Mesin pencari dan pratinjau tautan' })
    const search = section.getByTestId('seo-search-id')
    await expect(search).toContainText(`Berita SEO ${stamp} - ${settings!.site_name}`)
    await expect(search).toContainText('Ringkasan berita uji.')

    const title = section.getByLabel('Judul meta (Indonesia)')
    await title.fill(`Libur akhir tahun ${stamp}`)
    await expect(title).toHaveAccessibleDescription(/^\d+ \/ 60 karakter/)
    await expect(search).toContainText(`Libur akhir tahun ${stamp}`)
    await section.getByRole('tab', { name: 'English' }).first().click()
    await section.getByLabel('Judul meta (English)').fill(`Year-end holiday ${stamp}`)
    await section
      .getByLabel('Deskripsi meta (Indonesia)')
      .fill('Jadwal layanan LSBU selama libur akhir tahun, untuk pemohon SBU.')
    await section.getByLabel('Gambar pratinjau tautan').setInputFiles(files.png())
    await expect(
      section.getByRole('button', { name: /Hapus.*Gambar pratinjau tautan/ }),
    ).toBeVisible()
    const card = section.getByTestId('seo-card-id')
    await expect(card.getByRole('presentation')).toHaveAttribute('data-source', 'own')
    await expectNoA11yViolations(page)
    await saveAndExpect(page, 'Artikel berhasil disimpan')

    const [stored] = await selectAsAdmin<{ share_image_url: string }>(
      baseURL!,
      'articles',
      `id=eq.${article!.id}&select=share_image_url`,
    )
    expect(stored!.share_image_url).toMatch(/\.png$/)
    const id = await head(baseURL!, `/informasi/news/${slug}`)
    expect(id).toMatchObject({
      title: `Libur akhir tahun ${stamp}`,
      ogTitle: `Libur akhir tahun ${stamp}`,
      description: 'Jadwal layanan LSBU selama libur akhir tahun, untuk pemohon SBU.',
      ogDescription: 'Jadwal layanan LSBU selama libur akhir tahun, untuk pemohon SBU.',
      ogImageAlt: `Libur akhir tahun ${stamp}`,
    })
    expect(id.ogImage).toBe(new URL(stored!.share_image_url, baseURL).href)
    expect(id.twitterImage).toBe(id.ogImage)
    // English: its own meta title; the description falls back to the English excerpt.
    const en = await head(baseURL!, `/informasi/news/${slug}?lng=en`)
    expect(en).toMatchObject({
      title: `Year-end holiday ${stamp}`,
      description: 'Test story summary.',
    })

    // Emptied again: the fallbacks return.
    await page.reload()
    await section.getByLabel('Judul meta (Indonesia)').fill('')
    await section.getByRole('button', { name: /Hapus.*Gambar pratinjau tautan/ }).click()
    await saveAndExpect(page, 'Artikel berhasil disimpan')
    const after = await head(baseURL!, `/informasi/news/${slug}`)
    expect(after.title).toBe(`Berita SEO ${stamp} - ${settings!.site_name}`)
    expect(after.ogImage).toContain(settings!.share_image_url)
  } finally {
    await deleteAsAdmin(baseURL!, 'articles', `id=eq.${article!.id}`)
  }
})

test('an editor sets a CMS page’s meta title and share image; the page’s head follows', async ({
  page,
  baseURL,
}) => {
  const [original] = await selectAsAdmin<Record<string, unknown>>(
    baseURL!,
    'cms_pages',
    'slug=eq.biaya&select=meta_title,meta_description,share_image_url',
  )
  try {
    await loginAs(page, 'editor', { to: '/admin/cms/edit/biaya' })
    const section = page.getByRole('group', { name: 'Mesin pencari dan pratinjau tautan' })
    await expect(section.getByTestId('seo-search-id')).toContainText('/layanan/biaya')
    await section.getByLabel('Judul meta (Indonesia)').fill('Biaya sertifikasi SBU 2026')
    await section.getByLabel('Gambar pratinjau tautan').setInputFiles(files.png())
    await expect(
      section.getByRole('button', { name: /Hapus.*Gambar pratinjau tautan/ }),
    ).toBeVisible()
    await saveAndExpect(page, /berhasil disimpan/)
    const id = await head(baseURL!, '/layanan/biaya')
    expect(id.title).toBe('Biaya sertifikasi SBU 2026')
    expect(id.ogImage).toMatch(/\/media\/pages\/.+\.png$/)
    // No English meta title and an English page title: the English page keeps its own title.
    const en = await head(baseURL!, '/layanan/biaya?lng=en')
    expect(en.title).not.toBe('Biaya sertifikasi SBU 2026')
  } finally {
    await updateAsAdmin(baseURL!, 'cms_pages', 'slug=eq.biaya', original!)
  }
})
