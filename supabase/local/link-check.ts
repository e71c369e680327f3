/**
 * The weekly broken-link check (docs/decisions/033): every published editorial item's links and
 * files (`public.link_check_targets`) checked and stored as one run (`public.record_link_check`),
 * through the Supabase API with the service role, like the mail worker: so the embedded server
 * runs it against its own API and a front with the service-role key against hosted Supabase.
 *
 * - Internal paths are asked of the site's own routes (ssr/pages.ts `status`: the router and the
 *   data answer as they would a visitor, no network); without a renderer they are skipped.
 * - Files on this site (the API's Storage) are asked with HEAD of the API.
 * - External addresses only when `site_settings.link_check_external` is on: HEAD (GET when HEAD is
 *   refused), a short timeout, a few at a time, this checker's own User-Agent.
 *
 * The job looks every hour whether the last run is a week old; `run()` checks now.
 */
import { PostgrestClient } from '@supabase/postgrest-js'

const HOUR_MS = 3600 * 1000
const WEEK_MS = 7 * 24 * HOUR_MS
/** External requests at once, and each one's time limit. */
const CONCURRENCY = 4
const TIMEOUT_MS = 8000
export const LINK_CHECK_USER_AGENT = 'LSBU-LinkCheck/1.0 (+weekly broken-link check)'

interface Target {
  table_name: string
  row_id: string
  title: string
  url: string
}

export interface LinkResult {
  table_name: string
  row_id: string
  item_title: string
  url: string
  kind: 'internal' | 'file' | 'external'
  outcome: 'ok' | 'broken' | 'skipped'
  http_status: number | null
  detail: string | null
}

export interface LinkCheckOptions {
  /** The Supabase API's base URL (without /rest/v1). */
  supabaseUrl: () => string
  serviceRoleKey: string
  /** The site's own answer for a path (ssr/pages.ts `status`); none: internal links skipped. */
  internalStatus?: (url: URL) => Promise<{ status: number; location?: string } | null>
  /** The site's public origin (SITE_URL): absolute links to it count as internal. */
  siteUrl?: string | null
  log?: (line: string) => void
  /** Overrides the external fetch timeout (tests). */
  timeoutMs?: number
  /** Stops a run under way (the server closing): nothing is stored then. */
  signal?: AbortSignal
}

export interface LinkCheckRun {
  runId: string
  checked: number
  broken: number
  external: boolean
}

/** One run now: lists, checks and stores; resolves to the run's counts. */
export async function runLinkCheck(options: LinkCheckOptions): Promise<LinkCheckRun> {
  const base = options.supabaseUrl().replace(/\/+$/, '')
  const key = options.serviceRoleKey
  const rest = new PostgrestClient(`${base}/rest/v1`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  })
  const startedAt = new Date().toISOString()
  const settings = await rest.from('site_settings').select('link_check_external').limit(1)
  if (settings.error) throw new Error(`site_settings: ${settings.error.message}`)
  const external = Boolean(
    (settings.data as { link_check_external: boolean }[])[0]?.link_check_external,
  )
  const targets = await rest.rpc('link_check_targets')
  if (targets.error) throw new Error(`link_check_targets: ${targets.error.message}`)
  const list = targets.data as Target[]
  const siteOrigin = options.siteUrl ? new URL(options.siteUrl).origin : null
  const apiOrigin = new URL(base).origin
  // One request per distinct address, whatever number of items link to it.
  const answers = new Map<
    string,
    Promise<Omit<LinkResult, 'table_name' | 'row_id' | 'item_title' | 'url'>>
  >()
  const queue = new Limiter(CONCURRENCY)

  const check = (raw: string) => {
    let url: URL
    try {
      url = new URL(raw, siteOrigin ?? 'http://site.invalid')
    } catch {
      return Promise.resolve(failed('internal', null, 'invalid address'))
    }
    const isStorage = url.pathname.startsWith('/storage/v1/object/')
    const own =
      raw.startsWith('/') || url.origin === siteOrigin || (isStorage && url.origin === apiOrigin)
    if (own && isStorage) {
      return queue.run(() =>
        request(`${base}${url.pathname}`, 'file', options.timeoutMs, options.signal),
      )
    }
    if (own) return checkInternal(url)
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return Promise.resolve(failed('external', null, 'not http(s)'))
    if (!external)
      return Promise.resolve({
        kind: 'external' as const,
        outcome: 'skipped' as const,
        http_status: null,
        detail: 'external checks off',
      })
    return queue.run(() => request(url.href, 'external', options.timeoutMs, options.signal))
  }

  const checkInternal = async (
    url: URL,
    hops = 0,
  ): Promise<Omit<LinkResult, 'table_name' | 'row_id' | 'item_title' | 'url'>> => {
    if (!options.internalStatus)
      return { kind: 'internal', outcome: 'skipped', http_status: null, detail: 'no renderer' }
    const path = new URL(`${url.pathname}${url.search}`, 'http://site.invalid')
    const ask = () => options.internalStatus!(path).catch(() => null)
    // A render over its time limit (a cold start) answers nothing: asked once more.
    const answer = (await ask()) ?? (await ask())
    if (!answer)
      return { kind: 'internal', outcome: 'skipped', http_status: null, detail: 'no renderer' }
    if (answer.status >= 300 && answer.status < 400 && answer.location && hops < 5) {
      if (/^https?:/i.test(answer.location) && !answer.location.startsWith(siteOrigin ?? '\0'))
        return {
          kind: 'internal',
          outcome: 'ok',
          http_status: answer.status,
          detail: answer.location,
        }
      return checkInternal(new URL(answer.location, 'http://site.invalid'), hops + 1)
    }
    return answer.status < 400
      ? { kind: 'internal', outcome: 'ok', http_status: answer.status, detail: null }
      : failed('internal', answer.status, null)
  }

  const results = await Promise.all(
    list.map(async (target): Promise<LinkResult> => {
      let answer = answers.get(target.url)
      if (!answer) {
        answer = check(target.url)
        answers.set(target.url, answer)
      }
      return {
        table_name: target.table_name,
        row_id: target.row_id,
        item_title: target.title,
        url: target.url,
        ...(await answer),
      }
    }),
  )
  if (options.signal?.aborted) throw new Error('stopped')
  const stored = await rest.rpc('record_link_check', {
    started_at: startedAt,
    external,
    results,
  })
  if (stored.error) throw new Error(`record_link_check: ${stored.error.message}`)
  return {
    runId: stored.data as string,
    checked: results.length,
    broken: results.filter((r) => r.outcome === 'broken').length,
    external,
  }
}

function failed(kind: LinkResult['kind'], status: number | null, detail: string | null) {
  return { kind, outcome: 'broken' as const, http_status: status, detail }
}

async function request(
  url: string,
  kind: 'file' | 'external',
  timeoutMs = TIMEOUT_MS,
  stop?: AbortSignal,
): Promise<Omit<LinkResult, 'table_name' | 'row_id' | 'item_title' | 'url'>> {
  const ask = async (method: 'HEAD' | 'GET') => {
    const timeout = AbortSignal.timeout(timeoutMs)
    const response = await fetch(url, {
      method,
      redirect: 'follow',
      headers: { 'user-agent': LINK_CHECK_USER_AGENT, accept: '*/*' },
      signal: stop ? AbortSignal.any([timeout, stop]) : timeout,
    })
    await response.body?.cancel().catch(() => {})
    return response.status
  }
  try {
    let status = await ask('HEAD')
    // Some servers refuse HEAD (405, 501) or answer it wrongly (403, 404): ask with GET.
    if (status === 405 || status === 501 || status === 403 || status === 404)
      status = await ask('GET')
    return status < 400
      ? { kind, outcome: 'ok', http_status: status, detail: null }
      : failed(kind, status, null)
  } catch (error) {
    const detail =
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
        ? 'timeout'
        : 'no answer'
    return failed(kind, null, detail)
  }
}

/** Runs at most `size` tasks at once. */
class Limiter {
  private active = 0
  private readonly waiting: (() => void)[] = []
  constructor(private readonly size: number) {}
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((go) => this.waiting.push(go))
    this.active++
    try {
      return await task()
    } finally {
      this.active--
      this.waiting.shift()?.()
    }
  }
}

export interface LinkCheckJob {
  /** One run now, whether due or not. */
  run: () => Promise<LinkCheckRun | null>
  stop: () => Promise<void>
}

/** Hourly: a run when the last one is a week old (or there is none). */
export function startLinkCheck(
  options: LinkCheckOptions & {
    firstDelayMs?: number
    /** Checks (and runs) unless another process does now (servers sharing one database). */
    exclusive?: (check: () => Promise<void>) => Promise<unknown>
  },
): LinkCheckJob {
  const log = options.log ?? (() => {})
  let running: Promise<LinkCheckRun | null> | null = null
  let stopped = false
  const stopping = new AbortController()
  const run = () => {
    running ??= runLinkCheck({ ...options, signal: stopping.signal })
      .then((result) => {
        log(`link check: ${result.checked} link(s), ${result.broken} broken`)
        return result
      })
      .catch((error: unknown) => {
        if (!stopped) log(`link check failed: ${String(error)}`)
        return null
      })
      .finally(() => (running = null))
    return running
  }
  const due = async () => {
    const base = options.supabaseUrl().replace(/\/+$/, '')
    const key = options.serviceRoleKey
    const rest = new PostgrestClient(`${base}/rest/v1`, {
      headers: { apikey: key, Authorization: `Bearer ${key}` },
    })
    const { data, error } = await rest
      .from('link_check_runs')
      .select('started_at')
      .order('started_at', { ascending: false })
      .limit(1)
    if (error) throw new Error(`link_check_runs: ${error.message}`)
    const last = (data as { started_at: string }[])[0]?.started_at
    return !last || Date.now() - new Date(last).getTime() >= WEEK_MS - 10 * 60_000
  }
  const tick = () => {
    if (stopped || running) return
    const check = async () => {
      if ((await due()) && !stopped) await run()
    }
    ;(options.exclusive ? options.exclusive(check) : check()).catch((error: unknown) =>
      log(`link check: ${String(error)}`),
    )
  }
  // Not at start-up with everything else: a few minutes later, then every hour.
  const first = setTimeout(tick, options.firstDelayMs ?? 5 * 60_000)
  first.unref()
  const timer = setInterval(tick, HOUR_MS)
  timer.unref()
  return {
    run,
    stop: async () => {
      stopped = true
      stopping.abort()
      clearTimeout(first)
      clearInterval(timer)
      await running?.catch(() => null)
    },
  }
}
