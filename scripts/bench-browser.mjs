#!/usr/bin/env node
// CPU a browser spends on the same public pages: loads seven pages twice (a scroll and 400 ms
// on each) with the e2e suite's flags and sums the CPU time of the browser's processes, by
// process type, from /proc/<pid>/stat (Linux). Compares Chromium builds for the e2e suite.
//   node scripts/bench-browser.mjs <base URL> [executable ...]
// e.g. node scripts/bench-browser.mjs http://127.0.0.1:4173 /usr/bin/chromium /usr/bin/chromium-headless-shell
import { readdirSync, readFileSync } from 'node:fs'

import { chromium } from '@playwright/test'

import { CHROMIUM_ARGS } from './ensure-browser.mjs'

const [base = 'http://127.0.0.1:4173', ...executables] = process.argv.slice(2)
const PAGES = [
  '/',
  '/profil/tentang',
  '/layanan/ruang-lingkup',
  '/informasi/berita',
  '/informasi/faq',
  '/profil/kontak',
  '/',
]
const TICKS_PER_SECOND = 100

/** CPU ticks of the process tree under `root`, by Chromium process type. */
function cpuByType(root) {
  const procs = new Map()
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
      procs.set(Number(pid), { ppid: Number(stat[1]), ticks: Number(stat[11]) + Number(stat[12]) })
    } catch {
      // The process ended meanwhile.
    }
  }
  const tree = new Set([root])
  for (let grew = true; grew;) {
    grew = false
    for (const [pid, { ppid }] of procs) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid)
        grew = true
      }
    }
  }
  const byType = {}
  for (const pid of tree) {
    let type = 'browser'
    try {
      type = /--type=([a-z-]+)/.exec(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))?.[1] ?? type
    } catch {
      // Ended meanwhile.
    }
    byType[type] = (byType[type] ?? 0) + (procs.get(pid)?.ticks ?? 0)
  }
  return byType
}

for (const executablePath of executables.length ? executables : ['/usr/bin/chromium']) {
  const server = await chromium.launchServer({ executablePath, args: CHROMIUM_ARGS })
  const browser = await chromium.connect(server.wsEndpoint())
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
  await page.goto(base)
  const before = cpuByType(server.process().pid)
  const started = Date.now()
  for (let round = 0; round < 2; round++) {
    for (const path of PAGES) {
      await page.goto(base + path)
      await page.mouse.wheel(0, 2000)
      await page.waitForTimeout(400)
    }
  }
  const wall = (Date.now() - started) / 1000
  const after = cpuByType(server.process().pid)
  const seconds = Object.fromEntries(
    Object.keys(after).map((type) => [
      type,
      (after[type] - (before[type] ?? 0)) / TICKS_PER_SECOND,
    ]),
  )
  const total = Object.values(seconds).reduce((a, b) => a + b, 0)
  console.log(
    `${executablePath}: CPU ${total.toFixed(1)} s in ${wall.toFixed(1)} s`,
    JSON.stringify(seconds),
  )
  await browser.close()
  await server.close()
}
