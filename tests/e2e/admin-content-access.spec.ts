/** Viewers cannot reach the content screens, and the database refuses their writes anyway. */
import { expect, test } from './fixtures'
import { rest, tokenFor } from './support/crud'
import { loginAs } from './support/users'

const SCREENS = [
  '/admin/cms',
  '/admin/cms/edit/tentang',
  '/admin/news',
  '/admin/news/new',
  '/admin/ruang-lingkup',
  '/admin/produk-hukum',
  '/admin/klien',
  '/admin/faq',
  '/admin/media',
]

test('a viewer sees Akses Ditolak on every content screen', async ({ page }) => {
  test.setTimeout(90_000)
  await loginAs(page, 'viewer')
  for (const path of SCREENS) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'Akses Ditolak' }), path).toBeVisible()
    await expect(page.getByRole('button', { name: 'Simpan' })).toHaveCount(0)
  }
})

test('the database refuses a viewer writing through the API', async ({ request }) => {
  const viewer = await tokenFor(request, 'viewer')
  const insert = await rest(request, viewer, 'faqs', {
    method: 'POST',
    data: { question: { id: 'Boleh?' }, answer: { id: 'Tidak.' } },
  })
  expect(insert.status).toBeGreaterThanOrEqual(400)
  expect((insert.body as { code?: string }).code).toBe('42501')

  const before = (await rest(request, viewer, 'clients?select=id,name&limit=1')).body as {
    id: string
    name: string
  }[]
  const target = before[0]
  expect(target).toBeTruthy()
  const update = await rest(request, viewer, `clients?id=eq.${target?.id}`, {
    method: 'PATCH',
    data: { name: 'Diretas' },
  })
  expect(update.body).toEqual([])
  const remove = await rest(request, viewer, `articles?id=not.is.null`, { method: 'DELETE' })
  expect(remove.body).toEqual([])
  const after = (await rest(request, viewer, `clients?select=name&id=eq.${target?.id}`)).body as {
    name: string
  }[]
  expect(after[0]?.name).toBe(target?.name)
})
