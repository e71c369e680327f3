/**
 * What the e2e server's SMTP sink received (scripts/e2e-server.mjs: one .eml file per message
 * in a folder named after the port).
 */
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { expect } from '@playwright/test'
import type { ParsedMail } from 'mailparser'

import { readSinkDir } from '../../../supabase/local/mail/smtp-sink'

const port = process.env.E2E_PORT ?? '4317'
export const MAIL_DIR = join(tmpdir(), `lsbu-e2e-mail-${port}`)

/** Waits until a message to `to` whose subject contains `subject` has arrived, and returns it. */
export async function waitForMail(to: string, subject: string | RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined
  await expect
    .poll(
      async () => {
        const all = await readSinkDir(MAIL_DIR)
        found = all.find(
          (m) =>
            m.to &&
            'text' in m.to &&
            m.to.text.includes(to) &&
            (typeof subject === 'string'
              ? m.subject?.includes(subject)
              : subject.test(m.subject ?? '')),
        )
        return Boolean(found)
      },
      { timeout: 20_000, message: `mail to ${to}: ${String(subject)}` },
    )
    .toBe(true)
  return found!
}

/** Every message to `to`, oldest first. */
export async function mailTo(to: string): Promise<ParsedMail[]> {
  return (await readSinkDir(MAIL_DIR)).filter(
    (m) => m.to && 'text' in m.to && m.to.text.includes(to),
  )
}
