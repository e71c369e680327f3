/**
 * A local SMTP server that accepts every message and keeps it (development and tests): `npm run
 * dev` and the e2e server send to it when no SMTP_URL is set, writing each message as an .eml
 * file to a folder; tests read what arrived (mailparser). smtp-server and mailparser are
 * development dependencies: import this module only where they are installed.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'

import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer, type SMTPServerSession } from 'smtp-server'

export interface SinkMessage {
  raw: Buffer
  envelope: { from: string; to: string[] }
}

export interface SmtpSink {
  port: number
  url: string
  /** Every message accepted so far, in order. */
  messages: SinkMessage[]
  close: () => Promise<void>
}

export interface SinkOptions {
  port?: number
  /** Keep each message as <n>.eml here too. */
  dir?: string
  log?: (line: string) => void
  /**
   * Called with each message before the server answers; the answer waits for it (tests hold
   * or break the connection at the moment a message has been handed over).
   */
  onData?: (message: SinkMessage, session: SMTPServerSession) => Promise<void> | void
}

const addresses = (list: false | { address: string }[]) => (list ? list.map((a) => a.address) : [])

export async function startSmtpSink(options: SinkOptions = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = []
  if (options.dir) mkdirSync(options.dir, { recursive: true })
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const message = {
          raw: Buffer.concat(chunks),
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: addresses(session.envelope.rcptTo),
          },
        }
        messages.push(message)
        if (options.dir) {
          const name = `${Date.now()}-${String(messages.length).padStart(4, '0')}.eml`
          writeFileSync(join(options.dir, name), message.raw)
        }
        const subject = /^Subject: (.*)$/m.exec(message.raw.toString('utf8'))?.[1] ?? ''
        options.log?.(`mail sink: to ${message.envelope.to.join(', ')}: ${subject}`)
        Promise.resolve()
          .then(() => options.onData?.(message, session))
          .then(
            () => callback(),
            (error: Error) => callback(error),
          )
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  // Never what keeps a process alive (the dev server and the backend do that).
  server.server.unref()
  const port = (server.server.address() as AddressInfo).port
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The messages an .eml folder holds, parsed, oldest first. */
export async function readSinkDir(dir: string): Promise<ParsedMail[]> {
  let files: string[]
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'))
  } catch {
    return []
  }
  return Promise.all(files.sort().map((f) => simpleParser(readFileSync(join(dir, f)))))
}

export const parseMessage = (message: SinkMessage): Promise<ParsedMail> => simpleParser(message.raw)
