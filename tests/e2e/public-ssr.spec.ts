/**
 * Server rendering (src/entry-server.tsx via supabase/local/static.ts): public pages arrive as
 * HTML with their content, head and language; the browser runs their islands in place.
 */
import { get } from 'node:http'

import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { SITE_NAME, skipPromo } from './public-helpers'

const ARTICLE = '/informasi/news/layanan-pelacakan-keluhan-dan-banding'

test.describe('server rendering', () => {
  test('public pages arrive with their content, title, description and language', async ({
    request,
  }) => {
    const home = await request.get('/')
    expect(home.status()).toBe(200)
    const homeHtml = await home.text()
    expect(homeHtml).toContain('<html lang="id"')
    expect(homeHtml).toContain(`<title>${SITE_NAME} - Lembaga Sertifikasi Terpercaya</title>`)
    expect(homeHtml).toMatch(/<h1[^>]*>Sertifikasi Badan Usaha Jasa Konstruksi<\/h1>/)
    // One description only: the page's, not index.html's generic one too.
    expect(homeHtml.match(/<meta name="description"/g)).toHaveLength(1)

    const article = await (await request.get(ARTICLE)).text()
    expect(article).toContain(
      '<title>Kini Keluhan dan Banding Dapat Dipantau dengan Nomor Referensi - LSBU Karya Mandiri Nusantara</title>',
    )
    expect(article).toContain(
      '<meta name="description" content="Setiap keluhan dan banding kini mendapat nomor referensi untuk memantau statusnya secara daring."/>',
    )
    // The Markdown body is rendered too, not only the page's frame.
    expect(article).toContain('<strong>nomor referensi</strong>')

    const scope = await (await request.get('/layanan/ruang-lingkup')).text()
    expect(scope).toContain('BG001')
  })

  test("every public page's document fits in a new connection's first round trip", async ({
    request,
    baseURL,
  }) => {
    // 10 TCP segments of 1,460 bytes (a new connection's first congestion window, and
    // Lighthouse's): the HTML, its headers included, must arrive in one round trip for the page
    // to paint a round trip (150 ms on its mobile profile) sooner (docs/decisions/038).
    const FIRST_WINDOW = 14_600
    const firstLink = async (path: string, pattern: RegExp) =>
      pattern.exec(await (await request.get(path)).text())?.[1]
    const article = await firstLink('/informasi/news', /href="(\/informasi\/news\/[^"?#]+)"/)
    const verify = await firstLink('/layanan/cek-sbu?q=beton', /href="(\/verifikasi\/SBU[^"?#]+)"/)
    expect(article).toBeTruthy()
    expect(verify).toBeTruthy()
    const paths = [
      ...['/', '/profil/tentang', '/profil/visi-misi', '/profil/struktur-organisasi'],
      ...['/profil/legalitas', '/profil/kontak', '/profil/kebijakan-ketidakberpihakan'],
      ...['/layanan/ruang-lingkup', '/layanan/alur', '/layanan/biaya', '/layanan/persyaratan'],
      ...['/layanan/status', '/layanan/cek-sbu', '/layanan/cek-sbu?q=beton+nusantara'],
      ...[verify!, '/verifikasi/bukti', '/verifikasi/kunci', '/layanan/cek-sbu/massal'],
      ...['/layanan/cek-sbu/api', '/layanan/direktori', '/keluhan', '/banding'],
      ...['/informasi/produk-hukum', '/informasi/klien', '/informasi/news', article!],
      ...['/informasi/faq', '/cari?q=biaya+sertifikasi', '/informasi/hak-kewajiban'],
      ...['/informasi/kebijakan-privasi', '/halaman-yang-tidak-ada'],
    ]
    // Both languages (English by `?lng=`, whose answer also sets the language cookie).
    const english = paths.map((path) => `${path}${path.includes('?') ? '&' : '?'}lng=en`)
    // As a browser's first request: Brotli, no cookie. The bytes on the wire, not decoded.
    const transfer = (path: string) =>
      new Promise<number>((resolve, reject) => {
        get(new URL(path, baseURL), { headers: { 'Accept-Encoding': 'br' } }, (res) => {
          const head =
            `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n`.length +
            // `name: value\r\n`, then the blank line.
            res.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0) +
            2
          let body = 0
          res.on('data', (chunk: Buffer) => (body += chunk.length))
          res.on('end', () => resolve(head + body))
          res.on('error', reject)
        }).on('error', reject)
      })
    const sizes: Record<string, number> = {}
    // Twice: the first answer of a page is compressed fast, the stored one at the best quality;
    // both must fit (the first visitor after a change is a visitor too).
    for (const round of [1, 2])
      for (const path of [...paths, ...english]) sizes[`${path} (${round})`] = await transfer(path)
    const over = Object.entries(sizes).filter(([, bytes]) => bytes > FIRST_WINDOW)
    expect(over, JSON.stringify(sizes, null, 1)).toEqual([])
  })

  test('the language comes from ?lng, the language cookie, then Accept-Language', async ({
    request,
  }) => {
    const byQuery = await (await request.get('/informasi/news?lng=en')).text()
    expect(byQuery).toContain('<html lang="en"')
    expect(byQuery).toMatch(/<h1[^>]*>News<\/h1>/)

    const byCookie = await (
      await request.get('/informasi/news', { headers: { cookie: 'i18next=en' } })
    ).text()
    expect(byCookie).toContain('<html lang="en"')

    const byHeader = await (
      await request.get('/informasi/news', {
        headers: { 'accept-language': 'fr-FR;q=0.9, en;q=0.8, id;q=0.5' },
      })
    ).text()
    expect(byHeader).toContain('<html lang="en"')

    const cookieBeatsHeader = await (
      await request.get('/informasi/news', {
        headers: { cookie: 'i18next=id', 'accept-language': 'en' },
      })
    ).text()
    expect(cookieBeatsHeader).toContain('<html lang="id"')
  })

  test('unknown paths answer 404, the old organisation path redirects, staff pages are not rendered', async ({
    request,
  }) => {
    const missing = await request.get('/halaman-yang-tidak-ada')
    expect(missing.status()).toBe(404)
    expect(await missing.text()).toContain('Halaman tidak ditemukan')

    const moved = await request.get('/profil/struktur', { maxRedirects: 0 })
    expect(moved.status()).toBe(301)
    expect(moved.headers().location).toBe('/profil/struktur-organisasi')

    for (const path of ['/admin', '/auth/login']) {
      const html = await (await request.get(path)).text()
      expect(html, path).toContain('<div id="root"></div>')
      expect(html, path).not.toContain('id="lsbu-ssr"')
    }
    // The renderer's own files are the server's, never served.
    expect((await request.get('/.ssr/entry-server.js')).status()).toBe(404)
  })

  test('the browser runs the islands over the server markup in place, without errors', async ({
    page,
  }) => {
    await skipPromo(page)
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat|did not match/i.test(message.text()))
        problems.push(message.text())
    })
    // Remember the server's <main> and the header's theme button before any script runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const w = window as unknown as { ssrMain: Element | null; ssrButton: Element | null }
        w.ssrMain = document.querySelector('main')
        w.ssrButton = document.querySelector('header button[title]')
      })
    })
    // The FAQ in both languages: its island's data carries only the page's language.
    for (const path of [
      '/',
      '/informasi/news',
      ARTICLE,
      '/keluhan',
      '/layanan/ruang-lingkup',
      '/informasi/faq?lng=en',
      '/informasi/faq?lng=id',
    ]) {
      await page.goto(path)
      await expect(page.locator('h1').first()).toBeVisible()
      const header = page.locator('lsbu-island[data-island="site-header"]')
      // The header's code waits for the visitor (src/app/islands.ts): not there with the page…
      await expect(header).not.toHaveAttribute('data-live')
      // …but as the pointer comes. The page is the server's; its islands were rendered over the
      // server's elements (Preact keeps its tree on the island element) rather than replacing
      // them (docs/decisions/010).
      await header.getByRole('link').first().hover()
      await expect(header).toHaveAttribute('data-live')
      await expect
        .poll(() =>
          page.evaluate(() => {
            const w = window as unknown as { ssrMain: Element | null; ssrButton: Element | null }
            const header = document.querySelector('lsbu-island[data-island="site-header"]')
            return Boolean(
              document.querySelector('main') === w.ssrMain &&
              header?.contains(w.ssrButton) &&
              document.querySelector('header button[title]') === w.ssrButton &&
              header &&
              Object.keys(header).includes('__k'),
            )
          }),
        )
        .toBe(true)
    }
    // …and it responds: the header's theme menu opens.
    await page.getByRole('button', { name: 'Ganti tema' }).click()
    await expect(page.getByRole('menuitemradio', { name: 'Gelap' })).toBeVisible()
    expect(problems).toEqual([])
  })

  test('a page whose language strings cannot be fetched stays as the server sent it', async ({
    page,
  }) => {
    await skipPromo(page)
    let attempts = 0
    await page.route('**/assets/strings-*.js', (route) => {
      attempts++
      return route.abort('failed')
    })
    const givenUp = page.waitForEvent('console', (message) =>
      message.text().includes('its language strings could not be loaded'),
    )
    // The frame's goto: the fixture's page.goto waits for hydration, which must not happen here.
    // (A page with an island that runs with it, so the strings are fetched at once: the status
    // lookup, given a reference to look up; a form's island waits for the visitor.)
    await page.mainFrame().goto('/layanan/status?ref=KEL-2026-0001')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Status Pengajuan')
    await expect.poll(() => attempts).toBeGreaterThan(0)
    // i18next retries for about a second, then main.tsx leaves the page alone…
    await givenUp
    await expect(page.locator('html[data-ready]')).toHaveCount(0)
    // …so it still reads as the server wrote it, not as untranslated keys.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Status Pengajuan')
    await expect(page.locator('footer')).toContainText('Hak & Kewajiban')
    await expect(page.getByRole('link', { name: 'Beranda' }).first()).toBeVisible()
  })

  test('a language strings fetch that fails once is retried, and the page hydrates', async ({
    page,
  }) => {
    await skipPromo(page)
    let attempts = 0
    await page.route('**/assets/strings-*.js', (route) =>
      attempts++ === 0 ? route.abort('failed') : route.fallback(),
    )
    // A page with an island that runs with it (the status lookup given a reference): the
    // strings are fetched at once.
    await page.goto('/layanan/status?ref=KEL-2026-0001') // resolves once hydrated (fixtures.ts)
    expect(attempts).toBe(2)
    await page.getByRole('button', { name: 'Ganti tema' }).click()
    await expect(page.getByRole('menuitemradio', { name: 'Gelap' })).toBeVisible()
  })

  test("a slow image delays the page's scripts by at most a moment", async ({ page }) => {
    await skipPromo(page)
    // The logo never arrives, so the page's `load` event never fires.
    await page.route('**/images/seed/logo.svg', () => {})
    const started = Date.now()
    await page.goto('/informasi/faq', { waitUntil: 'domcontentloaded' })
    // goto (fixtures.ts) has waited for React to take over the page.
    expect(Date.now() - started).toBeLessThan(8_000)
    await page.getByRole('button', { name: 'Ganti tema' }).click()
    await expect(page.getByRole('menuitemradio', { name: 'Gelap' })).toBeVisible()
  })

  test('a language chosen in the page is the language of the next server-rendered page', async ({
    page,
  }) => {
    await skipPromo(page)
    await page.goto('/informasi/faq')
    await page.getByRole('button', { name: 'Ganti bahasa' }).click()
    await page.getByRole('menuitemradio', { name: 'English' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const response = await page.reload()
    expect(await response!.text()).toContain('<html lang="en"')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions')
  })

  test("the page's layout is the same before and after the whole stylesheet arrives", async ({
    page,
  }) => {
    // The page paints with its inlined part of the stylesheet; the whole sheet loads after. Server
    // markup outside the islands must not move when it does (a later sheet declaring a subset of
    // the rules once put `flex-col` over `lg:flex-row`).
    await skipPromo(page)
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const boxes = new Map<Element, string>()
        for (const el of document.querySelectorAll('main *'))
          if (!el.closest('lsbu-island')) {
            const r = el.getBoundingClientRect()
            boxes.set(el, `${Math.round(r.width)}x${Math.round(r.height)}`)
          }
        ;(window as unknown as { ssrBoxes: Map<Element, string> }).ssrBoxes = boxes
      })
    })
    for (const path of ['/', '/informasi/news', ARTICLE, '/layanan/biaya', '/layanan/cek-sbu']) {
      await page.goto(path)
      const moved = await page.evaluate(() => {
        const { ssrBoxes } = window as unknown as { ssrBoxes: Map<Element, string> }
        return [...ssrBoxes]
          .filter(([el]) => el.isConnected && !el.closest('lsbu-island'))
          .map(([el, before]) => {
            const r = el.getBoundingClientRect()
            const after = `${Math.round(r.width)}x${Math.round(r.height)}`
            return after === before ? '' : `${el.tagName} ${el.className} ${before} → ${after}`
          })
          .filter(Boolean)
      })
      expect(moved, path).toEqual([])
    }
  })

  test('the whole stylesheet restyles nothing until the first island runs', async ({ page }) => {
    // The page paints with its inlined rules, which are all its markup uses; the loader's whole
    // sheet downloads held back (media "not all") and applies for the first island that runs.
    await skipPromo(page)
    await page.goto('/profil/tentang')
    const sheet = page.locator('link[rel="stylesheet"]')
    await expect(sheet).toHaveCount(1)
    await expect(sheet).toHaveAttribute('media', 'not all')
    await expect(sheet).toHaveAttribute('data-held')
    const header = page.locator('lsbu-island[data-island="site-header"]')
    await page.getByRole('button', { name: 'Ganti tema' }).click()
    await expect(header).toHaveAttribute('data-live')
    await expect(sheet).toHaveAttribute('media', 'all')
    await expect(sheet).not.toHaveAttribute('data-held')
    await expect(page.getByRole('menuitemradio', { name: 'Gelap' })).toBeVisible()
  })

  test("a menu pressed before the header's code runs opens, though the click comes after", async ({
    page,
  }) => {
    // Under load the header's code can run between the press and the click, and the menu's own
    // code arrive before the click: a menu trigger opens on pointerdown and ignores the click.
    await skipPromo(page)
    await pressAcrossHeaderStart(page, 'Ganti tema', /\/assets\/radio-menu-.*\.js/)
    await expect(page.getByRole('menuitemradio', { name: 'Gelap' })).toBeVisible()
  })

  test("the phone's menu pressed before the header's code runs opens, and stays open", async ({
    page,
  }) => {
    // As above, with the phone's menu: a dialog, whose real trigger opens on the click.
    await skipPromo(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await pressAcrossHeaderStart(page, 'Buka menu', /\/assets\/mobile-nav-panel-.*\.js/)
    await expect(page.getByRole('dialog', { name: 'Menu navigasi' })).toBeVisible()
    // Open, not closing (a dialog closing is still visible while it animates out): the click
    // did not toggle it closed again.
    await expect(page.getByRole('dialog', { name: 'Menu navigasi' })).toHaveAttribute(
      'data-state',
      'open',
    )
  })

  test("a form's code comes with the first keystroke: what was typed stays, a form sent early is checked", async ({
    page,
  }) => {
    await skipPromo(page)
    // The form's code slowed down, so the visitor types and sends before it runs.
    await page.route('**/assets/appeal-form-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.fallback()
    })
    await page.goto('/banding')
    const island = page.locator('lsbu-island[data-island="appeal-form"]')
    await expect(island).not.toHaveAttribute('data-live')
    await page.getByLabel('Nama lengkap').pressSequentially('Andi Wijaya')
    await page.getByRole('button', { name: 'Ajukan banding' }).click()
    await expect(island).toHaveAttribute('data-live')
    // Sent through the island once it ran: its own checks, on this page (no server round trip).
    await expect(page.getByLabel('Nama badan usaha')).toHaveAccessibleDescription(/Wajib diisi\./)
    await expect(page).toHaveURL(/\/banding$/)
    await expect(page.getByLabel('Nama lengkap')).toHaveValue('Andi Wijaya')
  })

  test("a list's filter typed before its code runs is applied when it does", async ({ page }) => {
    await skipPromo(page)
    await page.route('**/assets/scope-browser-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.fallback()
    })
    await page.goto('/layanan/ruang-lingkup')
    const island = page.locator('lsbu-island[data-island="scope-browser"]')
    await expect(island).not.toHaveAttribute('data-live')
    await page.getByLabel('Cari kode, nama atau KBLI').fill('BG001')
    await expect(island).toHaveAttribute('data-live')
    await expect(page.getByLabel('Cari kode, nama atau KBLI')).toHaveValue('BG001')
    await expect(page.getByText('1 subklasifikasi')).toBeVisible()
    await expect(page).toHaveURL(/[?&]q=BG001/)
  })
})

/**
 * Presses the header button `name` on the about page while the header's code is held back, lets
 * the code run and the button's own code (`code`) arrive, then releases: the press began on the
 * server's button, the click lands on the real one.
 */
async function pressAcrossHeaderStart(page: Page, name: string, code: RegExp): Promise<void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/site-header-*.js', async (route) => {
    await held
    await route.fallback()
  })
  const loaded = page.waitForResponse(code)
  await page.goto('/profil/tentang')
  const box = (await page.getByRole('button', { name }).boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  release()
  await expect(page.locator('lsbu-island[data-island="site-header"]')).toHaveAttribute('data-live')
  await (await loaded).finished()
  await page.mouse.up()
}
