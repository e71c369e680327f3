/**
 * The screenshot set: every public page and staff screen at 1366 and 390 px, light and dark,
 * Indonesian and English, each with an axe scan. `npm run screenshots` runs it against a fresh
 * temporary server (scripts/screenshots.mjs) and writes test-results/screens/set/index.html to
 * look at them side by side. Filter with `npm run screenshots -- --grep "public en"`.
 *
 * Axe findings and page errors do not stop the set: every screenshot is written, and the test
 * fails at the end with the list.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test'

import { publicRoutes } from '../../src/config/routes'
import { expect, expectNoA11yViolations, test } from '../e2e/fixtures'
import { PROMO_SESSION_KEY } from '../e2e/public-helpers'
import { selectAsAdmin } from '../e2e/support/api'
import { loginAs } from '../e2e/support/users'

const OUT = 'test-results/screens/set'
const WIDTHS = [
  { name: '1366', width: 1366, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const
const LANGUAGES = ['id', 'en'] as const
const THEMES = ['light', 'dark'] as const
type Language = (typeof LANGUAGES)[number]
type Theme = (typeof THEMES)[number]

test.describe.configure({ timeout: 30 * 60_000 })

/** A context in one language and colour scheme (the theme follows the system by default). */
async function openContext(
  browser: Browser,
  baseURL: string,
  language: Language,
  theme: Theme,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: language === 'id' ? 'id-ID' : 'en-GB',
    timezoneId: 'Asia/Jakarta',
    colorScheme: theme,
    reducedMotion: 'reduce',
  })
  await context.addCookies([{ name: 'i18next', value: language, url: baseURL }])
  await context.addInitScript(
    ([lng, promoKey]) => {
      window.localStorage.setItem('i18nextLng', lng)
      window.sessionStorage.setItem(promoKey, '1')
    },
    [language, PROMO_SESSION_KEY] as const,
  )
  return context
}

async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path)
  if (response?.headers()['content-type']?.includes('text/html')) {
    await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 15_000 })
  }
}

/** Waits until nothing is loading: no skeleton, no busy table, every image decoded. */
async function settle(page: Page) {
  await page
    .waitForFunction(
      () =>
        !document.querySelector(
          '.animate-pulse, [aria-busy="true"], [role="status"] svg.animate-spin',
        ),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined)
  // Lazy images load once scrolled to: walk down the page, then back to the top.
  await page.evaluate(async () => {
    const step = Math.max(window.innerHeight - 100, 300)
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y)
      // Two frames: the scroll is painted and lazy images near the viewport start loading.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }
    window.scrollTo(0, 0)
    // An image that never loads (a hidden slide's lazy image) must not hold the set up.
    const loaded = Promise.all(
      Array.from(document.images).map((image) =>
        image.complete ? null : image.decode().catch(() => null),
      ),
    )
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 3000))])
  })
}

async function shoot(
  page: Page,
  findings: string[],
  [area, name, language, theme]: [string, string, Language, Theme],
) {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height })
    await settle(page)
    await page.screenshot({
      path: `${OUT}/${area}/${name}.${size.name}.${theme}.${language}.png`,
      fullPage: true,
    })
  }
  try {
    await expectNoA11yViolations(page)
  } catch (error) {
    findings.push(`axe ${area}/${name} ${theme} ${language}: ${(error as Error).message}`)
  }
}

/** A page in a fresh context that records uncaught errors as findings. */
async function openPage(context: BrowserContext, findings: string[]): Promise<Page> {
  const page = await context.newPage()
  page.on('pageerror', (error) => findings.push(`${page.url()}: ${error.message}`))
  return page
}

/** Public pages, by the name their screenshots get. */
function publicPages(article: string, certificate: string): [string, string][] {
  return [
    ['home', publicRoutes.home],
    ['about', publicRoutes.about],
    ['vision-mission', publicRoutes.visionMission],
    ['organization', publicRoutes.organization],
    ['legality', publicRoutes.legality],
    ['contact', publicRoutes.contact],
    ['scope', publicRoutes.scope],
    ['flow', publicRoutes.flow],
    ['fees', publicRoutes.fees],
    ['requirements', publicRoutes.requirements],
    ['impartiality', publicRoutes.impartiality],
    ['status', publicRoutes.status],
    ['certificate-check', publicRoutes.certificateCheck],
    ['directory', publicRoutes.directory],
    ['verify', publicRoutes.verify(certificate)],
    ['complaint', publicRoutes.complaint],
    ['appeal', publicRoutes.appeal],
    ['legal-products', publicRoutes.legalProducts],
    ['clients', publicRoutes.clients],
    ['news', publicRoutes.news],
    ['news-article', publicRoutes.newsDetail(article)],
    ['faq', publicRoutes.faq],
    ['rights-duties', publicRoutes.rightsDuties],
    ['privacy', publicRoutes.privacy],
    ['search', `${publicRoutes.search}?q=sbu`],
    ['not-found', '/halaman-yang-tidak-ada'],
    ['login', '/auth/login'],
  ]
}

/** Staff screens (as the admin, who sees them all). */
const ADMIN_SCREENS: [string, string][] = [
  ['dashboard', '/admin'],
  ['cms', '/admin/cms'],
  ['cms-edit', '/admin/cms/edit/tentang'],
  ['news', '/admin/news'],
  ['news-new', '/admin/news/new'],
  ['scope', '/admin/ruang-lingkup'],
  ['certificates', '/admin/sertifikat'],
  ['certificate-new', '/admin/sertifikat/new'],
  ['certificate-import', '/admin/sertifikat/import'],
  ['legal-products', '/admin/produk-hukum'],
  ['clients', '/admin/klien'],
  ['faq', '/admin/faq'],
  ['navigation', '/admin/navigation'],
  ['hero-slider', '/admin/hero-slider'],
  ['organization', '/admin/struktur-organisasi'],
  ['flow', '/admin/alur-sertifikasi'],
  ['legality', '/admin/legalitas'],
  ['messages', '/admin/messages'],
  ['complaints', '/admin/keluhan'],
  ['appeals', '/admin/banding'],
  ['outbox', '/admin/outbox'],
  ['users', '/admin/users'],
  ['settings', '/admin/settings'],
  ['audit-log', '/admin/audit-log'],
  ['holidays', '/admin/hari-libur'],
]

for (const language of LANGUAGES) {
  for (const theme of THEMES) {
    test(`public ${language} ${theme}`, async ({ browser, baseURL }) => {
      const [article] = await selectAsAdmin<{ slug: string }>(
        baseURL!,
        'articles',
        // the newest article out now (a scheduled one answers 404 until its date)
        `select=slug&status=eq.published&published_at=lte.${new Date().toISOString()}&order=published_at.desc&limit=1`,
      )
      const [certificate] = await selectAsAdmin<{ number: string }>(
        baseURL!,
        'certificates',
        'select=number&order=number&limit=1',
      )
      const findings: string[] = []
      const context = await openContext(browser, baseURL!, language, theme)
      const page = await openPage(context, findings)
      for (const [name, path] of publicPages(article!.slug, certificate!.number)) {
        await gotoReady(page, path)
        await shoot(page, findings, ['public', name, language, theme])
      }
      await context.close()
      expect(findings).toEqual([])
    })

    test(`admin ${language} ${theme}`, async ({ browser, baseURL }) => {
      const findings: string[] = []
      const context = await openContext(browser, baseURL!, language, theme)
      const page = await openPage(context, findings)
      await page.setViewportSize({ width: 1366, height: 900 })
      await loginAs(page, 'admin')
      for (const [name, path] of ADMIN_SCREENS) {
        await gotoReady(page, path)
        await expect(page.locator('#admin-content h1').first()).toBeVisible({ timeout: 20_000 })
        await shoot(page, findings, ['admin', name, language, theme])
        if (name === 'complaints') {
          // a case, opened from the list
          await page.locator('#admin-content a[href^="/admin/keluhan/"]').first().click()
          await expect(page.locator('#admin-content h1').first()).toBeVisible({ timeout: 20_000 })
          await shoot(page, findings, ['admin', 'case', language, theme])
        }
      }
      await context.close()
      expect(findings).toEqual([])
    })
  }
}
