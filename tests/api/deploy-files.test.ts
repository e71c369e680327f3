/**
 * The container and process files (Dockerfile, docs/deploy/): no Docker, hadolint or nginx on
 * this machine, so their structure is checked here — a multi-stage build whose final stage runs
 * as a non-root user with no secrets baked in, health checks on /healthz, Node receiving SIGTERM
 * itself; a systemd unit and an nginx proxy that agree on TRUST_PROXY (one proxy appending to
 * X-Forwarded-For) and on the port.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

const root = join(__dirname, '../..')
const read = (path: string) => readFileSync(join(root, path), 'utf8')

/** Dockerfile instructions, continuation lines joined, comments dropped. */
function instructions(text: string): [string, string][] {
  return text
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [op, ...rest] = line.split(/\s+/)
      return [op!.toUpperCase(), rest.join(' ')]
    })
}

describe('Dockerfile', () => {
  const steps = instructions(read('Dockerfile'))
  const stages = steps.flatMap(([op], i) => (op === 'FROM' ? [i] : []))
  const final = steps.slice(stages.at(-1))

  it('builds in one stage and runs from a slim one', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2)
    for (const [op, arg] of steps) {
      expect(op).toMatch(/^(FROM|WORKDIR|COPY|RUN|ENV|USER|VOLUME|EXPOSE|HEALTHCHECK|CMD)$/)
      if (op === 'FROM') expect(arg).toMatch(/^node:20[\w.-]*-slim\b/)
    }
    expect(steps.some(([op, arg]) => op === 'RUN' && arg.includes('npm run build'))).toBe(true)
    expect(final.filter(([op, arg]) => op === 'COPY' && !arg.startsWith('--from='))).toEqual([])
  })

  it('runs as a non-root user, with no secret in the image', () => {
    const user = final.filter(([op]) => op === 'USER')
    expect(user.at(-1)?.[1]).toMatch(/^(node|\d{4,})$/)
    const env = final
      .filter(([op]) => op === 'ENV')
      .map(([, arg]) => arg)
      .join(' ')
    expect(env).not.toMatch(/JWT_SECRET|SERVICE_ROLE|ANON_KEY|SMTP_URL|PASSWORD/)
  })

  it('checks /healthz and lets Node receive SIGTERM', () => {
    expect(final.find(([op]) => op === 'HEALTHCHECK')?.[1]).toContain('/healthz')
    const cmd = JSON.parse(final.find(([op]) => op === 'CMD')![1]) as string[]
    expect(cmd[0]).toBe('node')
    expect(cmd).toContain('supabase/local/cli.ts')
    expect(read('.dockerignore').split('\n')).toEqual(
      expect.arrayContaining(['node_modules', 'dist', '.data', '.git']),
    )
  })
})

describe('systemd unit and nginx', () => {
  const unit = read('docs/deploy/lsbu.service')
  const nginx = read('docs/deploy/nginx.conf')

  it('agree on one trusted proxy and the port', () => {
    expect(unit).toMatch(/^Environment=TRUST_PROXY=1$/m)
    expect(unit).toMatch(/^Environment=HOST=127\.0\.0\.1$/m)
    const port = /^Environment=PORT=(\d+)$/m.exec(unit)![1]
    expect(nginx).toContain(`server 127.0.0.1:${port};`)
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;')
    expect(nginx).toContain('proxy_set_header X-Forwarded-Proto $scheme;')
    expect(nginx).toMatch(/listen 443 ssl;/)
    // The server sets the security headers; a second CSP at the proxy would conflict.
    expect(nginx).not.toMatch(/add_header\s+Content-Security-Policy/i)
  })

  it('runs unprivileged, drains on SIGTERM and keeps secrets out of the unit', () => {
    expect(unit).toMatch(/^User=lsbu$/m)
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m)
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/lsbu\/env$/m)
    expect(unit).not.toMatch(
      /^Environment=(JWT_SECRET|SUPABASE_ANON_KEY|SUPABASE_SERVICE_ROLE_KEY|SMTP_URL)=/m,
    )
    expect(unit).toMatch(
      /^ExecStart=\/usr\/bin\/node --import tsx supabase\/local\/cli\.ts start$/m,
    )
  })
})

describe('docker compose: several servers on one PostgreSQL', () => {
  const compose = read('docs/deploy/docker-compose.yml')
  const nginx = read('docs/deploy/nginx-compose.conf')
  /** The service names at the first level under `services:`. */
  const services = [
    ...(/^services:\n((?: {2}.*\n|\n)*)/m.exec(compose)?.[1] ?? '').matchAll(/^ {2}([\w-]+):/gm),
  ].map((m) => m[1]!)

  it('runs PostgreSQL 15, two servers of the image and nginx', () => {
    expect(services).toEqual(['postgres', 'server-1', 'server-2', 'nginx'])
    expect(compose).toMatch(/image: postgres:15\b/)
    expect(compose).toMatch(/server-1:\n\s+<<: \*server\n/)
    expect(compose).toMatch(/server-2:\n\s+<<: \*server\n/)
    expect(compose).toMatch(/build: \.\.\/\.\./)
  })

  it('gives the servers one database, one shared data folder and no secret in the file', () => {
    expect(compose).toMatch(
      /DATABASE_URL: postgres:\/\/lsbu:\$\{POSTGRES_PASSWORD[^}]*\}@postgres:5432\/lsbu/,
    )
    expect(compose).toMatch(/- shared-data:\/data\n/)
    expect(compose).toMatch(/DATA_DIR: \/data\n/)
    expect(compose).toMatch(/JWT_SECRET: \$\{JWT_SECRET:\?/)
    expect(compose).toMatch(/condition: service_healthy/)
  })

  it('spreads requests over both servers behind one trusted proxy', () => {
    expect(compose).toMatch(/TRUST_PROXY: '1'/)
    const port = /PORT: '(\d+)'/.exec(compose)![1]
    for (const name of ['server-1', 'server-2']) expect(nginx).toContain(`server ${name}:${port};`)
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;')
    expect(nginx).toContain('proxy_next_upstream error timeout http_503;')
    expect(compose).toContain('./nginx-compose.conf:/etc/nginx/conf.d/default.conf:ro')
  })
})
