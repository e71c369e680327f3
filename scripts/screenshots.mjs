#!/usr/bin/env node
// The screenshot set (tests/screens/): public pages and staff screens at 1366 and 390 px, light
// and dark, Indonesian and English, against a fresh temporary server on a free port, from the
// current dist/ (run `npm run build` first). Writes test-results/screens/set/<area>/*.png and an
// index.html showing them side by side. Extra arguments go to `playwright test`
// (e.g. `npm run screenshots -- --grep "public id"`). Not part of `npm test`.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'

import { ensureChromium } from './ensure-browser.mjs'

const OUT = join('test-results', 'screens', 'set')

/** A port nobody listens on now: Playwright then starts its own server (never reuses one). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** One page: per screen, its variants in a row (1366 and 390 × light and dark), per language. */
function writeIndex() {
  const sections = []
  for (const area of ['public', 'admin']) {
    const dir = join(OUT, area)
    if (!existsSync(dir)) continue
    const files = readdirSync(dir).filter((f) => f.endsWith('.png'))
    const names = [...new Set(files.map((f) => f.split('.')[0]))].sort()
    sections.push(`<h2>${area}</h2>`)
    for (const name of names) {
      const shots = files.filter((f) => f.split('.')[0] === name).sort()
      sections.push(
        `<h3 id="${area}-${name}">${name}</h3><div class="row">` +
          shots
            .map(
              (f) =>
                `<figure><a href="${area}/${f}"><img loading="lazy" src="${area}/${f}" alt="${f}"></a><figcaption>${f}</figcaption></figure>`,
            )
            .join('') +
          '</div>',
      )
    }
  }
  writeFileSync(
    join(OUT, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>Screenshot set</title>
<style>body{font:14px system-ui;margin:1rem}.row{display:flex;gap:8px;overflow-x:auto;align-items:flex-start}
figure{margin:0}img{width:220px;border:1px solid #ccc}figcaption{font-size:11px;width:220px;overflow-wrap:anywhere}</style>
<h1>Screenshot set</h1>${sections.join('\n')}`,
  )
}

if (!existsSync('dist/index.html')) {
  console.error('[screenshots] no dist/: run `npm run build` first')
  process.exit(1)
}
ensureChromium()
const grepped = process.argv.slice(2).some((arg) => arg.startsWith('--grep') || arg === '-g')
if (!grepped) rmSync(OUT, { recursive: true, force: true })
mkdirSync(OUT, { recursive: true })

const port = String(await freePort())
console.log(`[screenshots] temporary server on port ${port}; shots in ${OUT}`)
const result = spawnSync(
  join(process.cwd(), 'node_modules', '.bin', 'playwright'),
  ['test', '-c', 'tests/screens/playwright.config.ts', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, E2E_PORT: port } },
)
writeIndex()
console.log(`[screenshots] open ${join(OUT, 'index.html')}`)
process.exit(result.status ?? 1)
