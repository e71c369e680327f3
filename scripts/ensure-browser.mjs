#!/usr/bin/env node
// Finds a Chromium for Playwright and installs one when none exists.
//   1. $CHROMIUM_PATH   2. /usr/bin/chromium-headless-shell (Debian)   3. /usr/bin/chromium (Debian)
//   4. Playwright's own download
// The headless shell is what Playwright itself runs headless tests in: on a 2-core machine it
// spends about half the CPU of the full browser for the same pages (docs/performance.md).
// Installing: as root on Debian `apt-get install chromium-headless-shell`; otherwise
// `npx playwright install chromium`.
// Used by scripts/e2e.mjs (and so by `npm test`); playwright.config.ts imports findChromium().
import { execSync, spawnSync } from 'node:child_process'
import { accessSync, constants, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

/** The flags the e2e suite launches Chromium with (playwright.config.ts, bench-browser.mjs). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const DEBIAN_SHELL = '/usr/bin/chromium-headless-shell'
const DEBIAN_CHROMIUM = '/usr/bin/chromium'

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url)
    const { chromium } = require('playwright-core')
    const path = chromium.executablePath()
    return path && existsSync(path) ? path : null
  } catch {
    return null
  }
}

/**
 * Where Chromium is, or null.
 * @returns {{ path: string, source: 'CHROMIUM_PATH' | 'debian-headless-shell' | 'debian' | 'playwright' } | null}
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv && isExecutable(fromEnv)) return { path: fromEnv, source: 'CHROMIUM_PATH' }
  if (isExecutable(DEBIAN_SHELL)) return { path: DEBIAN_SHELL, source: 'debian-headless-shell' }
  if (isExecutable(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: 'debian' }
  const own = playwrightChromium()
  if (own) return { path: own, source: 'playwright' }
  return null
}

function run(command) {
  console.log(`[ensure-browser] $ ${command}`)
  const result = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  return result.status === 0
}

function canApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot || !existsSync('/etc/debian_version')) return false
  try {
    execSync('command -v apt-get', { stdio: 'ignore', shell: '/bin/sh' })
    return true
  } catch {
    return false
  }
}

/** Makes sure a Chromium exists; returns its path or exits non-zero. */
export function ensureChromium() {
  const found = findChromium()
  if (found) {
    console.log(`[ensure-browser] Using Chromium at ${found.path} (${found.source})`)
    return found.path
  }
  if (process.env.CHROMIUM_PATH) {
    console.log(
      `[ensure-browser] CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable; ignoring it.`,
    )
  }
  console.log(
    "[ensure-browser] No Chromium found at $CHROMIUM_PATH, /usr/bin/chromium-headless-shell, /usr/bin/chromium or in Playwright's cache.",
  )
  if (canApt()) {
    console.log(
      "[ensure-browser] Installing Debian's chromium-headless-shell package with apt-get (running as root)…",
    )
    const ok =
      run('apt-get update') &&
      run('apt-get install -y --no-install-recommends chromium-headless-shell')
    if (!ok) console.log('[ensure-browser] apt-get failed.')
  } else {
    console.log("[ensure-browser] Not root on Debian: downloading Playwright's Chromium instead…")
    run('npx playwright install chromium')
  }
  const after = findChromium()
  if (!after) {
    console.error(
      '[ensure-browser] Still no Chromium. Install one (e.g. `apt-get install chromium`) or set CHROMIUM_PATH.',
    )
    process.exit(1)
  }
  console.log(`[ensure-browser] Installed; using ${after.path} (${after.source})`)
  return after.path
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureChromium()
}
