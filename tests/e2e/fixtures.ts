/**
 * Shared Playwright fixtures: import `test` and `expect` from here, not from @playwright/test,
 * so project-wide helpers stay in one place.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import AxeBuilder from '@axe-core/playwright'
import {
  expect,
  type Locator,
  type Page,
  type PageScreenshotOptions,
  type Response,
  test as base,
} from '@playwright/test'
import type { NodeResult, Result, RunOptions } from 'axe-core'

export interface FoundationFixtures {
  /** Fail the test when the page throws an uncaught error (default true). */
  failOnPageError: boolean
  /** Uncaught errors thrown in the page during the test (collected automatically). */
  pageErrors: Error[]
  /** Fail the test when the browser reports a Content-Security-Policy violation (default true). */
  failOnCspViolation: boolean
  /** CSP violations the browser reported during the test (collected automatically). */
  cspViolations: string[]
}

/**
 * `page.goto` and `page.reload` resolve once the app has taken over the page (`<html data-ready>`,
 * src/lib/use-ready-marker.ts): public pages arrive server-rendered, and their buttons only work
 * after hydration — as a visitor's would, a second later.
 */
async function untilReady(page: Page, response: Response | null): Promise<Response | null> {
  if (response?.headers()['content-type']?.includes('text/html')) {
    await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 15_000 })
  }
  return response
}

/**
 * Chromium's report of a cross-document view transition it skipped (the pages' cross-fade,
 * src/index.css): when the new page is not ready to reveal in time on a busy machine, the
 * browser rejects the transition's promises, which no script of the page holds. The browser's
 * doing, not the page's; the navigation itself completes.
 */
const SKIPPED_VIEW_TRANSITION = /^Transition was aborted because of invalid state/

export const test = base.extend<FoundationFixtures>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => untilReady(page, await goto(url, options))
    page.reload = async (options) => untilReady(page, await reload(options))
    await use(page)
  },
  failOnPageError: [true, { option: true }],
  pageErrors: [
    async ({ page, failOnPageError }, use) => {
      const errors: Error[] = []
      page.on('pageerror', (error) => {
        if (!SKIPPED_VIEW_TRANSITION.test(error.message)) errors.push(error)
      })
      await use(errors)
      if (failOnPageError) {
        expect(
          errors.map((e) => e.message),
          'uncaught errors in the page',
        ).toEqual([])
      }
    },
    { auto: true },
  ],
  failOnCspViolation: [true, { option: true }],
  cspViolations: [
    async ({ page, failOnCspViolation }, use) => {
      // The site runs under its Content-Security-Policy (docs/security.md): anything it blocks
      // is a defect, whether or not the page still looks right.
      const violations: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
      })
      await use(violations)
      if (failOnCspViolation) expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
export type { Page }

/** WCAG 2.0/2.1 level A and AA: the bar every public page and admin screen must meet. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

export interface A11yOptions {
  /** CSS selectors to leave out (e.g. a third-party embed). */
  exclude?: string[]
  /** Axe rule ids to skip; say why at the call site. */
  disableRules?: string[]
}

/** axe-core's browser build, evaluated once per document (see `expectNoA11yViolations`). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

interface AxeViolation extends Pick<Result, 'id' | 'impact' | 'help'> {
  nodes: Pick<NodeResult, 'target' | 'failureSummary'>[]
}

/** The stylesheet that holds colour transitions off while axe reads the page's colours. */
const NO_TRANSITIONS_ID = 'e2e-axe-no-transitions'

/**
 * Waits for the page's finite animations and transitions to end (a theme switch fades colours
 * for 150 ms: scanned mid-way, dark text sits on a dark background that no visitor sees once it
 * has ended). Endless ones (a spinner) are not waited for. Then, until `unsettle`, transitions are
 * off: an element whose style the browser had not yet computed (out of view, skipped by
 * `content-visibility`) would start its fade when axe first reads its colour, and be read at the
 * fade's first frame (light-theme text on the dark background, seen once in CI).
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async (id) => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)))
    const style = document.createElement('style')
    style.id = id
    style.textContent = '*, *::before, *::after { transition: none !important; }'
    document.head.append(style)
  }, NO_TRANSITIONS_ID)
}

/** Gives the page its transitions back (see `settled`). */
async function unsettle(page: Page): Promise<void> {
  await page.evaluate((id) => document.getElementById(id)?.remove(), NO_TRANSITIONS_ID)
}

/**
 * Runs axe on the page as it is now and fails with a readable list of violations.
 *
 * The site has no frames, so axe runs in the page itself, loaded once per document and reused
 * by the next scans: AxeBuilder's default loads axe into every frame on each scan and finishes
 * in a second, blank page, three times the time of the scan on this 2-core machine. A page with
 * frames goes through AxeBuilder, which scans them too.
 */
export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  const runOptions: RunOptions = {
    runOnly: { type: 'tag', values: A11Y_TAGS },
    // Every rule of the tags runs; only the violations are reported in detail (collecting the
    // passing nodes of every rule is most of axe's time on a large admin screen).
    resultTypes: ['violations'],
    rules: Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }])),
  }
  await settled(page)
  let violations: AxeViolation[]
  try {
    violations = await scan(page, runOptions, options.exclude ?? [])
  } finally {
    await unsettle(page)
  }
  const summary = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    // The selector and axe's reason (the colours and ratio of a contrast failure, say).
    nodes: v.nodes
      .slice(0, 5)
      .map(
        (n) =>
          `${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`,
      ),
  }))
  expect(summary, 'axe found WCAG A/AA violations').toEqual([])
}

/** axe over the page (see `expectNoA11yViolations`). */
async function scan(
  page: Page,
  runOptions: RunOptions,
  exclude: string[],
): Promise<AxeViolation[]> {
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).options(runOptions)
    for (const selector of exclude) builder = builder.exclude(selector)
    return (await builder.analyze()).violations
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(
    async ({ exclude, runOptions }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') }
      const context = exclude.length ? { exclude: exclude.map((s) => [s]) } : document
      const result = await axe.run(context, runOptions)
      // Plain data only: the nodes' elements do not cross back to the test.
      return result.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
      }))
    },
    { exclude, runOptions },
  )
}

/**
 * A screenshot for a person to look at, taken only when SCREENSHOTS=1 (as the `*-shots` and
 * `*-screens` specs run): no assertion reads it, and a full-page screenshot costs seconds on a
 * 2-core machine, so the normal run leaves it out.
 */
export async function reviewShot(
  target: Page | Locator,
  options: Pick<PageScreenshotOptions, 'path' | 'fullPage'>,
): Promise<void> {
  if (!process.env.SCREENSHOTS) return
  if ('goto' in target) await target.screenshot(options)
  else await target.screenshot({ path: options.path })
}

/** The page's background colour, as the browser computes it. */
export async function bodyBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor)
}

/**
 * Emulates the system's colour scheme (the theme follows it by default) and waits until the
 * page shows it: the theme is applied by a React effect after the media change, and for a frame
 * Chromium can compute text in one theme over backgrounds of the other (axe then measures a
 * contrast of 1:1 that no visitor sees). For a page of the site that has loaded; before a
 * navigation, `page.emulateMedia` alone (the page then starts in the scheme).
 */
export async function emulateScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme })
  if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
        const light = (css: string) => {
          const [r = 0, g = 0, b = 0] = css.match(/[\d.]+/g)!.map(Number)
          return 0.2126 * r + 0.7152 * g + 0.0722 * b > 128
        }
        const { color, backgroundColor } = getComputedStyle(document.body)
        return light(backgroundColor) && !light(color)
          ? 'light'
          : !light(backgroundColor) && light(color)
            ? 'dark'
            : 'mixed'
      }),
    )
    .toBe(scheme)
}

/** Switches the site's theme as a visitor's choice would (stored, then reloaded) and checks it. */
export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('vite-ui-theme', value), theme)
  await page.reload()
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/)
  else await expect(page.locator('html')).not.toHaveClass(/dark/)
}
