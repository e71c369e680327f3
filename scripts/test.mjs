#!/usr/bin/env node
// `npm test`: every check, each stage running even if an earlier one failed:
//   typecheck, lint and format (prettier --check) side by side (each is one process on one core)
//   → vitest (unit + api on PGlite and on PostgreSQL, installed when missing) → build
//   → e2e (ensure Chromium + Playwright)
// Prints a per-stage summary with durations and ends with the line `N passed, N failed`
// (tests of vitest + Playwright; a failed typecheck, lint, format or build counts as one failure).
// Exit code is non-zero when anything failed. Failed tests are listed, with the first lines of
// their errors, just above the summary (a long log is often read from its end).
//   E2E_GREP=<pattern>  only the matching Playwright tests
//   VITEST_ARGS="..."   extra vitest arguments (e.g. a file filter)
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { relative } from 'node:path'

import { ensurePostgres } from './ensure-postgres.mjs'

const RESULTS = 'test-results'
const VITEST_JSON = `${RESULTS}/vitest.json`
const PW_JSON = `${RESULTS}/pw.json`
mkdirSync(RESULTS, { recursive: true })

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...env },
  })
  return result.status === 0
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

const stages = []

function stage(name, fn) {
  console.log(`\n━━━ ${name} ━━━`)
  const started = performance.now()
  const outcome = fn()
  const seconds = (performance.now() - started) / 1000
  stages.push({ name, seconds, ...outcome })
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const bin = (name) => `node_modules/.bin/${name}`

// A plain check: passes or counts as one failure.
function check(command, args) {
  const ok = run(command, args)
  return { ok, passed: 0, failed: ok ? 0 : 1, note: ok ? 'ok' : 'FAILED' }
}

/** Runs a check with its output held back, so that checks running side by side print apart. */
function checkAside(name, command, args) {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)))
    child.on('close', (code) => {
      const ok = code === 0
      resolve({
        name,
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(output),
        ok,
        passed: 0,
        failed: ok ? 0 : 1,
        note: ok ? 'ok' : 'FAILED',
      })
    })
  })
}

// The static checks are single-threaded: on two cores three of them side by side take about as
// long as the longest two in a row.
const staticStarted = performance.now()
const staticChecks = await Promise.all([
  checkAside('typecheck', npm, ['run', '--silent', 'typecheck']),
  checkAside('lint', npm, ['run', '--silent', 'lint']),
  checkAside('format', npm, ['run', '--silent', 'format:check']),
])
for (const { output, ...outcome } of staticChecks) {
  console.log(`\n━━━ ${outcome.name} (${outcome.seconds.toFixed(1)} s, side by side) ━━━`)
  process.stdout.write(output)
  stages.push(outcome)
}
const staticSeconds = (performance.now() - staticStarted) / 1000

stage('vitest', () => {
  // The API tests run on PGlite and on PostgreSQL 15 (a throwaway cluster of Debian's binaries).
  ensurePostgres()
  rmSync(VITEST_JSON, { force: true })
  const extra = (process.env.VITEST_ARGS ?? '').split(' ').filter(Boolean)
  const ok = run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${VITEST_JSON}`,
    ...extra,
  ])
  const report = readJson(VITEST_JSON)
  const passed = report?.numPassedTests ?? 0
  let failed = report?.numFailedTests ?? 0
  // A crash, a failed suite or an unhandled error fails the stage even with no failed test.
  if (!ok && failed === 0) failed = 1
  const failures = (report?.testResults ?? []).flatMap((file) => [
    ...(file.status === 'failed' && !file.assertionResults?.length
      ? [{ name: relative('.', file.name), error: file.message ?? '' }]
      : []),
    ...(file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        name: `${relative('.', file.name)} › ${test.fullName}`,
        error: test.failureMessages?.[0],
      })),
  ])
  return {
    ok: ok && failed === 0,
    passed,
    failed,
    failures,
    note: `${passed} passed, ${failed} failed`,
  }
})

stage('build', () => check(npm, ['run', '--silent', 'build']))

stage('e2e', () => {
  rmSync(PW_JSON, { force: true })
  const ok = run(process.execPath, ['scripts/e2e.mjs'], { PLAYWRIGHT_JSON_OUTPUT_NAME: PW_JSON })
  const report = existsSync(PW_JSON) ? readJson(PW_JSON) : null
  const stats = report?.stats
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0)
  // No e2e test skips itself: a skipped one did not run because something it depends on failed
  // (the setup project): it counts as failed, not as nothing.
  let failed = (stats?.unexpected ?? 0) + (stats?.skipped ?? 0)
  if (!ok && failed === 0) failed = 1
  const flaky = stats?.flaky ? `, ${stats.flaky} flaky` : ''
  const skipped = stats?.skipped ? ` (${stats.skipped} did not run)` : ''
  return {
    ok: ok && failed === 0,
    passed,
    failed,
    failures: playwrightFailures(report),
    note: `${passed} passed, ${failed} failed${flaky}${skipped}`,
  }
})

/** Each test of a Playwright JSON report that did not pass in the end, with its last error. */
function playwrightFailures(report) {
  const failures = []
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue
        const error = test.results?.at(-1)?.errors?.[0]?.message
        failures.push({
          name: `[${test.projectName}] ${[...titles, spec.title].join(' › ')}`,
          error,
        })
      }
    }
  }
  for (const suite of report?.suites ?? []) walk(suite, [suite.title])
  return failures
}

/** A failure's first lines without colour codes: enough to tell what broke at the end of a long log. */
function firstLines(text = '', count = 12) {
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '')
  return plain
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, count)
    .map((line) => `    ${line}`)
}

const passed = stages.reduce((n, s) => n + s.passed, 0)
const failed = stages.reduce((n, s) => n + s.failed, 0)

const failures = stages.flatMap((s) => s.failures ?? [])
if (failures.length) {
  console.log('\n━━━ failed tests ━━━')
  for (const failure of failures)
    console.log([`✘ ${failure.name}`, ...firstLines(failure.error)].join('\n'))
}

console.log('\n━━━ summary ━━━')
for (const s of stages) {
  const mark = s.ok ? 'PASS' : 'FAIL'
  console.log(`${mark}  ${s.name.padEnd(10)} ${s.seconds.toFixed(1).padStart(6)} s  ${s.note}`)
}
console.log(`(typecheck, lint and format side by side: ${staticSeconds.toFixed(1)} s in all)`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 || stages.some((s) => !s.ok) ? 1 : 0)
