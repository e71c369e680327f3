import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_ARGS, findChromium } from './scripts/ensure-browser.mjs'
import { DEMO_ADMIN } from './tests/e2e/support/demo-admin'

/**
 * Two servers, each with its own fresh data folder and port, each serving one half of the spec
 * files through one worker: the halves run side by side, and within a half the files run one
 * after another as before (a spec may change site settings the next one reads). Dedicated ports,
 * so a running `npm start` (4173) does not clash; E2E_PORT_B defaults to E2E_PORT + 1.
 */
const PORT = Number(process.env.E2E_PORT ?? 4317)
const PORT_B = Number(process.env.E2E_PORT_B ?? PORT + 1)
const baseURL = `http://127.0.0.1:${PORT}`
const baseURLB = `http://127.0.0.1:${PORT_B}`

/**
 * The spec files of the second half, chosen to balance the halves' durations. Specs that find
 * the server's mail folder or a replica's port from E2E_PORT (support/mail.ts,
 * front-replica.spec.ts) stay in the first half.
 */
const HALF_B = [
  'admin-display.spec.ts',
  'admin-users.spec.ts',
  'public-forms.spec.ts',
  'admin-media.spec.ts',
  'public-layout.spec.ts',
  'public-news.spec.ts',
  'public-pages.spec.ts',
  'public-seo.spec.ts',
  'dialog-focus.spec.ts',
  'admin-cms-pages.spec.ts',
  'public-forms-no-js.spec.ts',
  'public-home.spec.ts',
  'security.spec.ts',
  'admin-required-steps.spec.ts',
  'admin-content-a11y.spec.ts',
  'public-search.spec.ts',
  'public-ssr.spec.ts',
  'foundation.spec.ts',
  'public-no-js.spec.ts',
  'register-verify.spec.ts',
  'admin-inbox.spec.ts',
].map((file) => `**/${file}`)

/** Screenshots for a person to look at, not tests: only with SCREENSHOTS=1 (their axe scans
 * run in screens-a11y.spec.ts). */
const IGNORED = process.env.SCREENSHOTS ? [] : ['**/*-shots.spec.ts', '**/*-screens.spec.ts']

const chromium = findChromium()

/** The test of the first visit to /auth/login (admin-auth.spec.ts). */
const SETUP_TEST = /first visit to \/auth\/login is setup mode/

const browser = {
  ...devices['Desktop Chrome'],
  // An Indonesian visitor by default; the browser language takes part in detection.
  locale: 'id-ID',
  timezoneId: 'Asia/Jakarta',
  launchOptions: {
    executablePath: chromium?.path,
    args: CHROMIUM_ARGS,
  },
}

export default defineConfig({
  testDir: './tests/e2e',
  testIgnore: IGNORED,
  // Playwright empties outputDir before each run: keep it apart from vitest's JSON and screenshots.
  outputDir: './test-results/playwright',
  fullyParallel: false,
  // 2-core machines: one worker per half (each project below is limited to one).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // A trace records DOM snapshots and a screencast of every action: with it on for every test
    // the browser spent about twice the CPU (docs/performance.md). CI retries a failed test
    // once, and that retry is traced; locally, pass `--trace on` when a failure needs one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    // First-time setup needs the server's fresh data folder with zero users, so it runs before
    // everything else of its half (any other spec may create the first admin through the API).
    {
      name: 'setup',
      testMatch: 'admin-auth.spec.ts',
      grep: SETUP_TEST,
      use: browser,
      workers: 1,
    },
    {
      name: 'chromium',
      grepInvert: SETUP_TEST,
      testIgnore: [...IGNORED, ...HALF_B],
      dependencies: ['setup'],
      use: browser,
      workers: 1,
    },
    {
      name: 'setup-b',
      testMatch: 'admin-auth.spec.ts',
      grep: SETUP_TEST,
      use: { ...browser, baseURL: baseURLB },
      workers: 1,
    },
    {
      name: 'chromium-b',
      grepInvert: SETUP_TEST,
      testMatch: HALF_B,
      dependencies: ['setup-b'],
      use: { ...browser, baseURL: baseURLB },
      workers: 1,
    },
  ],
  webServer: [PORT, PORT_B].map((port) => ({
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}`,
    env: {
      E2E_PORT: String(port),
      DEMO_ADMIN_EMAIL: DEMO_ADMIN.email,
      DEMO_ADMIN_PASSWORD: DEMO_ADMIN.password,
    },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  })),
})
