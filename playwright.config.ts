import { defineConfig, devices } from '@playwright/test'

import { findChromium } from './scripts/ensure-browser.mjs'
import { DEMO_ADMIN } from './tests/e2e/support/demo-admin'

/** Dedicated port, so a running `npm start` (4173) does not clash with the e2e server. */
const PORT = Number(process.env.E2E_PORT ?? 4317)
const baseURL = `http://127.0.0.1:${PORT}`
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
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
}

export default defineConfig({
  testDir: './tests/e2e',
  // Screenshots for a person to look at, not tests: only with SCREENSHOTS=1.
  testIgnore: process.env.SCREENSHOTS
    ? []
    : [
        '**/public-forms-screens.spec.ts',
        '**/comms-screens.spec.ts',
        '**/admin-seo-screens.spec.ts',
      ],
  // Playwright empties outputDir before each run: keep it apart from vitest's JSON and screenshots.
  outputDir: './test-results/playwright',
  fullyParallel: false,
  workers: 1, // 2-core machines: the server, the browser and the test runner share them.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // First-time setup needs the run's fresh data folder with zero users, so it runs before
    // everything else (any other spec may create the first admin through the API).
    { name: 'setup', testMatch: 'admin-auth.spec.ts', grep: SETUP_TEST, use: browser },
    { name: 'chromium', grepInvert: SETUP_TEST, dependencies: ['setup'], use: browser },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: baseURL,
    env: {
      E2E_PORT: String(PORT),
      DEMO_ADMIN_EMAIL: DEMO_ADMIN.email,
      DEMO_ADMIN_PASSWORD: DEMO_ADMIN.password,
    },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
})
