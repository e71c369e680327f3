/**
 * The page cache on the built site (supabase/local/ssr, docs/decisions/011): a browser
 * revalidates a page it has seen and gets 304 while nothing changed, and the new page on its
 * next visit after an edit.
 */
import { expect, test } from './fixtures'
import { skipPromo } from './public-helpers'
import { deleteAsAdmin, insertAsAdmin } from './support/api'

test('a page revalidates with 304 until an edit, and the next visit after the edit shows it', async ({
  page,
  request,
  baseURL,
}) => {
  await skipPromo(page)
  const first = await request.get('/informasi/news')
  const etag = first.headers().etag!
  expect(etag).toMatch(/^W\/"/)
  expect(first.headers()['cache-control']).toContain('s-maxage=')
  const unchanged = await request.get('/informasi/news', { headers: { 'if-none-match': etag } })
  expect(unchanged.status()).toBe(304)

  await page.goto('/informasi/news')
  const title = `Kabar uji cache ${Date.now()}`
  const slug = `kabar-uji-cache-${Date.now()}`
  await insertAsAdmin(baseURL!, 'articles', [
    {
      slug,
      title: { id: title, en: title },
      excerpt: { id: 'Ringkasan.', en: 'Summary.' },
      content: { id: 'Isi.', en: 'Body.' },
      status: 'published',
      published_at: new Date(Date.now() - 1000).toISOString(),
    },
  ])
  try {
    // The server's HTML of the browser's very next visit, not data fetched after hydration.
    const visit = await page.goto('/informasi/news')
    expect(await visit!.text()).toContain(title)
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    const changed = await request.get('/informasi/news', { headers: { 'if-none-match': etag } })
    expect(changed.status()).toBe(200)
    expect(changed.headers().etag).not.toBe(etag)
  } finally {
    await deleteAsAdmin(baseURL!, 'articles', `slug=eq.${slug}`)
  }
  const afterDelete = await page.goto('/informasi/news')
  expect(await afterDelete!.text()).not.toContain(title)
})
