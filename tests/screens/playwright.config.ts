/**
 * The screenshot set (`npm run screenshots`, scripts/screenshots.mjs): public pages and staff
 * screens at 1366 and 390 px, light and dark, Indonesian and English, for a person to look at.
 * Not part of `npm test`. Same browser and server as the e2e suite (../../playwright.config.ts);
 * the script gives it a free port, so the server is always a fresh, temporary one.
 */
import { fileURLToPath } from 'node:url'

import { defineConfig } from '@playwright/test'

import e2e from '../../playwright.config'

const root = fileURLToPath(new URL('../..', import.meta.url))
const browser = e2e.projects?.find((project) => project.name === 'chromium')?.use

export default defineConfig({
  ...e2e,
  testDir: '.',
  testMatch: '*.spec.ts',
  testIgnore: [],
  outputDir: `${root}/test-results/playwright-screens`,
  retries: 0,
  projects: [{ name: 'screens', use: browser }],
  webServer:
    e2e.webServer && !Array.isArray(e2e.webServer) ? { ...e2e.webServer, cwd: root } : undefined,
})
