/**
 * Redirects and the 404 log as the server and fronts serve them (docs/decisions/033): the
 * table `public.redirects` read through the API with the anon key (as a front reads it from
 * hosted Supabase), kept in memory and read again when the page cache's content changes (the
 * embedded server: the table's change NOTIFY) or after the page cache's age bound (a front);
 * and each 404 counted through `public.record_not_found` with the service role (the path, a bot
 * or not, the referring host: never the visitor's address).
 */
import type { IncomingMessage } from 'node:http'

export interface Redirect {
  status: 301 | 302
  location: string
}

export interface Redirects {
  /** Where `url`'s path moved, if it did (the query goes along unless the target has one). */
  find: (url: URL) => Promise<Redirect | null>
}

interface Row {
  source_path: string
  target: string
  status_code: number
}

/** After a failed read, the next request tries again no sooner than this. */
const RETRY_MS = 5000

export function createRedirects(options: {
  apiUrl: () => string
  anonKey: string
  generation: () => number
  maxAgeMs: () => number
  log: (line: string) => void
}): Redirects {
  let map = new Map<string, Row>()
  let loadedGeneration = -1
  let loadedAt = 0
  let loading: Promise<void> | null = null

  async function load(): Promise<void> {
    const generation = options.generation()
    try {
      const response = await fetch(
        `${options.apiUrl()}/rest/v1/redirects?select=source_path,target,status_code`,
        {
          headers: { apikey: options.anonKey, authorization: `Bearer ${options.anonKey}` },
          signal: AbortSignal.timeout(5000),
        },
      )
      if (!response.ok) throw new Error(`the API answered ${response.status}`)
      const rows = (await response.json()) as Row[]
      map = new Map(rows.map((row) => [row.source_path, row]))
      loadedGeneration = generation
      loadedAt = Date.now()
    } catch (error) {
      // No table (an older schema) or no API for now: no redirects, asked again shortly.
      if (loadedAt === 0 || loadedGeneration !== generation)
        options.log(`redirects: not read (${String(error)})`)
      map = loadedGeneration === -1 ? new Map() : map
      loadedGeneration = generation
      loadedAt = Date.now() - Math.max(0, staleAfter() - RETRY_MS)
    }
  }

  const staleAfter = () => Math.min(options.maxAgeMs(), 60_000)

  async function current(): Promise<Map<string, Row>> {
    const stale = loadedGeneration !== options.generation() || Date.now() - loadedAt >= staleAfter()
    if (stale) {
      loading ??= load().finally(() => (loading = null))
      await loading
    }
    return map
  }

  return {
    find: async (url) => {
      const redirects = await current()
      if (redirects.size === 0) return null
      let path = url.pathname
      try {
        path = decodeURIComponent(path)
      } catch {
        return null
      }
      if (path.length > 1) path = path.replace(/\/+$/, '')
      const row = redirects.get(path) ?? redirects.get(url.pathname.replace(/\/+$/, '') || '/')
      if (!row) return null
      const keepQuery = url.search && !row.target.includes('?') && !row.target.includes('#')
      return {
        status: row.status_code === 302 ? 302 : 301,
        location: keepQuery ? `${row.target}${url.search}` : row.target,
      }
    },
  }
}

export interface NotFoundLog {
  record: (req: IncomingMessage, url: URL) => void
  /** Resolves once the counts under way are written (tests, closing). */
  flush: () => Promise<void>
}

/** A crawler, a monitor or a script by its own User-Agent (none at all counts as one too). */
const BOT =
  /bot|crawl|spider|slurp|fetch|curl|wget|python|go-http|java\/|httpclient|scan|monitor|headless|preview/i
/** At most this many counts wait for the API; beyond, a flood is not worth more. */
const MAX_PENDING = 200

export function createNotFoundLog(options: {
  apiUrl: () => string
  /** Without the service role (a front given none), nothing is counted. */
  serviceRoleKey?: string
  log: (line: string) => void
}): NotFoundLog {
  const pending = new Set<Promise<void>>()
  let failed = false
  return {
    record: (req, url) => {
      const key = options.serviceRoleKey
      if (!key || pending.size >= MAX_PENDING) return
      const agent = String(req.headers['user-agent'] ?? '')
      let referrerHost: string | null = null
      try {
        const referer = req.headers.referer
        if (referer) referrerHost = new URL(referer).host || null
      } catch {
        referrerHost = null
      }
      const write = fetch(`${options.apiUrl()}/rest/v1/rpc/record_not_found`, {
        method: 'POST',
        headers: {
          apikey: key,
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          path: url.pathname.slice(0, 1000),
          bot: agent === '' || BOT.test(agent),
          referrer_host: referrerHost,
        }),
        signal: AbortSignal.timeout(5000),
      })
        .then(async (response) => {
          if (!response.ok) throw new Error(`the API answered ${response.status}`)
          await response.body?.cancel()
          failed = false
        })
        .catch((error: unknown) => {
          if (!failed) options.log(`404 log: not written (${String(error)})`)
          failed = true
        })
        .finally(() => pending.delete(write))
      pending.add(write)
    },
    flush: async () => {
      await Promise.all([...pending])
    },
  }
}
