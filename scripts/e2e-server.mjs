#!/usr/bin/env node
// Playwright's webServer: `npm start`'s server on a dedicated port with a fresh, temporary data
// folder, so every e2e run starts from an empty database and a running `npm start` on 4173 does
// not clash. It runs in demo mode (docs/product.md#demo-prefill: the setup form is prefilled while
// there are no users) with the demo admin playwright.config.ts passes
// (tests/e2e/support/demo-admin.ts). Forwards SIGINT/SIGTERM to the server and deletes the folder
// when it exits.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const E2E_PORT = 4317
const port = process.env.E2E_PORT ?? String(E2E_PORT)
const dataDir = mkdtempSync(join(tmpdir(), 'lsbu-e2e-'))
// Mail goes to a local SMTP sink that keeps each message as an .eml file here; the specs read
// them (tests/e2e/support/mail.ts finds the folder by the same rule).
const mailDir = join(tmpdir(), `lsbu-e2e-mail-${port}`)
rmSync(mailDir, { recursive: true, force: true })

let cleaned = false
function cleanup() {
  if (cleaned) return
  cleaned = true
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(mailDir, { recursive: true, force: true })
}

// A warm start when `npm test`'s vitest stage has just built the template data folder
// (tests/support/db-template.ts: the migrations and the demo seed, no users): a copy of it opens
// in about a second, where a cold boot (initdb, every migration, the seed) takes ~10 s.
const { tsImport } = await import('tsx/esm/api')
const { recentTemplate } = await tsImport('../tests/support/db-template.ts', import.meta.url)
const template = recentTemplate(3 * 60 * 60_000)
if (template) cpSync(join(template, 'pgdata'), join(dataDir, 'pgdata'), { recursive: true })

const localTsx = join(process.cwd(), 'node_modules', '.bin', 'tsx')
const [command, args] = existsSync(localTsx)
  ? [localTsx, ['supabase/local/cli.ts', 'start']]
  : ['npx', ['tsx', 'supabase/local/cli.ts', 'start']]

console.log(
  `[e2e-server] DATA_DIR=${dataDir} PORT=${port} SMTP_SINK_DIR=${mailDir}` +
    (template ? ` (a copy of ${template})` : ''),
)
const child = spawn(command, args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: 'true',
    SMTP_SINK_DIR: mailDir,
    MAIL_POLL_SECONDS: '0.5',
    // The front replica of tests/e2e/front-replica.spec.ts (port + 200) calls this API.
    ALLOWED_ORIGINS: `http://127.0.0.1:${Number(port) + 200}`,
  },
})

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    // If the server ignores the signal, do not hang the test run.
    setTimeout(() => {
      child.kill('SIGKILL')
      cleanup()
      process.exit(1)
    }, 8000).unref()
  })
}

child.on('error', (error) => {
  console.error(`[e2e-server] could not start the server: ${error.message}`)
  cleanup()
  process.exit(1)
})

child.on('exit', (code, signal) => {
  cleanup()
  process.exit(code ?? (signal ? 0 : 1))
})

process.on('exit', cleanup)
