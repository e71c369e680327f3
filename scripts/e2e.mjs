#!/usr/bin/env node
// Browser end-to-end tests: make sure Chromium exists, then run Playwright against the built
// dist/ (run `npm run build` first; `npm test` does). Extra arguments go to `playwright test`;
// E2E_GREP=<pattern> is a shortcut for --grep. Results: list reporter + test-results/pw.json.
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

import { ensureChromium } from './ensure-browser.mjs'

ensureChromium()
mkdirSync('test-results', { recursive: true })

const args = ['test', '--reporter=list,json', ...process.argv.slice(2)]
if (process.env.E2E_GREP) args.push('--grep', process.env.E2E_GREP)

const bin = join(process.cwd(), 'node_modules', '.bin', 'playwright')
const result = spawnSync(bin, args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/pw.json',
  },
})
process.exit(result.status ?? 1)
