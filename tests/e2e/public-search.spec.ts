import type { Page } from '@playwright/test'

import { expect, expectNoA11yViolations, reviewShot, test } from './fixtures'
import { skipPromo } from './public-helpers'

/** Site search: the header field, the mobile menu's form and the /cari page. */
test.describe('site search', () => {
  test.beforeEach(async ({ page }) => {
    await skipPromo(page)
  })

  test('searches from the header on a wide screen and finds a subclass by its code', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/')
    // A real search form in the header, no wider than an icon button until focused.
    const form = page.getByRole('banner').getByRole('search')
    await expect(form).toHaveAttribute('action', '/cari')
    const field = form.getByRole('searchbox', { name: 'Cari di situs' })
    expect((await field.boundingBox())?.width).toBeLessThanOrEqual(40)
    await field.focus()
    await expect.poll(async () => (await field.boundingBox())?.width).toBeGreaterThan(200)
    await field.fill('bg 001')
    await field.press('Enter')
    await expect(page).toHaveURL(/\/cari\?q=bg\+001$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Hasil pencarian untuk “bg 001”',
    )
    const scope = page.getByRole('region', { name: 'Ruang lingkup' })
    await expect(scope.getByRole('link', { name: /BG001/ })).toHaveAttribute(
      'href',
      '/layanan/ruang-lingkup?q=BG001',
    )
    await expectNoA11yViolations(page)
  })

  test('searches from the mobile menu, in English', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/?lng=en')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const field = page.getByRole('dialog').getByRole('searchbox', { name: 'Search the site' })
    await field.fill('certification fees')
    await field.press('Enter')
    await expect(page).toHaveURL(/\/cari\?q=certification\+fees&lng=en$/)
    const pages = page.getByRole('region', { name: 'Pages' })
    await expect(pages.getByRole('link').first()).toHaveText('Certification Fees')
    await expectNoA11yViolations(page)
  })

  test("the header's search form works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1366, height: 900 },
    })
    const page = await context.newPage()
    await page.goto('/?lng=en')
    const field = page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' })
    await field.fill('certification fees')
    await field.press('Enter')
    await expect(page).toHaveURL(/\/cari\?q=certification\+fees&lng=en$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Search results for “certification fees”',
    )
    await context.close()
  })

  test('helps when nothing is found, and works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const response = await page.goto('/cari?q=zzqxv')
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control']).toBe('private, no-cache')
    await expect(page.getByRole('heading', { name: 'Tidak ada hasil untuk “zzqxv”' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    const help = page.getByRole('navigation', { name: 'Mungkin membantu' })
    await expect(help.getByRole('link')).toHaveText([
      'Pertanyaan Umum (FAQ)',
      'Ruang Lingkup',
      'Kontak',
    ])
    const field = page.getByRole('main').getByRole('searchbox')
    await field.fill('biaya sertifikasi')
    await field.press('Enter')
    await expect(
      page.getByRole('region', { name: 'Halaman' }).getByRole('link').first(),
    ).toHaveText('Biaya Sertifikasi')
    await context.close()
  })

  test("finds the site's own services by the words visitors use, in both languages", async ({
    page,
  }) => {
    for (const [path, group, title, href] of [
      ['/cari?q=pengaduan', 'Layanan dan halaman situs', 'Keluhan', '/keluhan'],
      ['/cari?q=cek+sbu', 'Layanan dan halaman situs', 'Cek SBU', '/layanan/cek-sbu'],
      ['/cari?q=complaint&lng=en', 'Services and site pages', 'Complaints', '/keluhan'],
    ] as const) {
      await page.goto(path)
      const first = page.getByRole('main').getByRole('region').first()
      await expect(first).toHaveAccessibleName(group)
      await expect(first.getByRole('link').first()).toHaveText(title)
      await expect(first.getByRole('link').first()).toHaveAttribute('href', href)
    }
    await expectNoA11yViolations(page)
  })

  test('a FAQ hit opens its question on the FAQ page, also on a fresh load in English', async ({
    page,
    browser,
  }) => {
    await page.goto('/cari?q=berapa+lama')
    const faq = page.getByRole('region', { name: 'Pertanyaan umum' })
    await faq.getByRole('link', { name: 'Berapa lama proses sertifikasi?' }).click()
    await expect(page).toHaveURL(/\/informasi\/faq#faq-[0-9a-f-]{36}$/)
    // Each question is a <details>; the address names its answer, and the browser opens it.
    const question = (page: Page, name: string) =>
      page.locator('details', { has: page.locator('summary', { hasText: name }) })
    await expect(question(page, 'Berapa lama proses sertifikasi?')).toHaveAttribute('open', '')
    await expect(page.getByText(/proses umumnya selesai dalam 7–10 hari kerja/)).toBeInViewport()
    await expect(question(page, 'Berapa biaya sertifikasi?')).not.toHaveAttribute('open')

    const hash = new URL(page.url()).hash
    await page.goto(`/informasi/faq?lng=en${hash}`)
    await expect(question(page, 'How long does certification take?')).toHaveAttribute('open', '')
    await expect(page.getByText(/usually ends within 7–10 working days/)).toBeInViewport()
    // The list's code, once it runs, keeps it open.
    await page.getByLabel('Search questions').focus()
    await expect(page.locator('lsbu-island[data-island="faq-list"]')).toHaveAttribute('data-live')
    await expect(question(page, 'How long does certification take?')).toHaveAttribute('open', '')

    // Without JavaScript too: the browser opens the question and scrolls to it.
    const context = await browser.newContext({ javaScriptEnabled: false })
    const plain = await context.newPage()
    await plain.goto(`/informasi/faq${hash}`)
    await expect(plain.locator(hash)).toBeInViewport()
    await expect(question(plain, 'Berapa lama proses sertifikasi?')).toHaveAttribute('open', '')
    await expect(plain.getByText(/proses umumnya selesai dalam 7–10 hari kerja/)).toBeVisible()
    await context.close()
  })

  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ]) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`screenshot of the results at ${width}px, ${scheme}`, async ({ page }, info) => {
        await page.emulateMedia({ colorScheme: scheme })
        await page.setViewportSize({ width, height })
        await page.goto('/cari?q=sertifikasi')
        await reviewShot(page, {
          path: info.outputPath(`search-${width}-${scheme}.png`),
          fullPage: false,
        })
      })
    }
  }
})
