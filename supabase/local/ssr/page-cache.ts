/**
 * Rendered public pages kept in memory, so that a page is rendered once per content change
 * instead of once per visit (docs/decisions/011). A page is stored per key (the server uses
 * language + path + query) with its compressed bodies, a content-hash ETag and Last-Modified.
 *
 * Freshness: `invalidate()` (a content change) makes every stored page unusable at once: the
 * next request renders again, and a render that was under way when it happened is not stored.
 * Scheduled changes come from `nextChange()` (asked after every invalidation) and from the
 * clock (every full hour and local midnight, since pages show dates). A page older than `ttlMs`
 * is re-rendered in the background while it is still served.
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** What a render produced: one response, the same for every visitor with this key. */
export interface PageSource {
  status: number
  /** The response's own headers (content type, language, location, …); the cache adds its own. */
  headers: Record<string, string>
  /** The page's HTML, or a generated file's bytes (a signed proof's PDF). */
  html: string | Uint8Array
  /** False: sent to the requests waiting for this render, never stored (e.g. data missing). */
  cacheable: boolean
}

/** A response ready to send: its body (compressed too, when stored) and validators. */
export interface Page {
  status: number
  headers: Record<string, string>
  body: Buffer
  gzip?: Buffer
  br?: Buffer
  /** Weak ETag from the status, headers and HTML: equal content, equal ETag (any process). */
  etag: string
  /** Milliseconds, whole seconds; distinct for distinct contents of one key. */
  lastModified: number
  cacheable: boolean
}

interface Entry extends Page {
  generation: number
  /** When its render started (its data is at least this fresh). */
  renderedAt: number
  bytes: number
}

export interface PageCacheOptions {
  /** Memory for stored pages (all encodings); 0 stores nothing: every request renders. */
  maxBytes?: number
  /** Age after which a page is re-rendered in the background (still served meanwhile). */
  ttlMs?: number
  /**
   * Age after which a page is never served again: the request waits for a new render. The
   * freshness bound of a front with no database to listen to (docs/decisions/011, 019).
   */
  maxAgeMs?: number
  /** The next time stored content changes by itself (a scheduled publication), if known. */
  nextChange?: () => Promise<number | null>
  log?: (line: string) => void
}

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024
const DEFAULT_TTL_MS = 5 * 60_000
/**
 * A first response is compressed fast; the stored page gets the best compression afterwards.
 * Fast is quality 10 (≈ 10–25 ms for a 90 KB page here, 2 % larger than 11 at a third of its
 * time), not 5 (1 ms, 10 % larger): a page's HTML must fit in the first round trip of a new
 * connection (≈ 14 KB, docs/decisions/018), for the first visitor after a change too.
 */
const BROTLI_FAST = 10
const BROTLI_BEST = 11
const HOUR_MS = 3_600_000

export class PageCache {
  private readonly entries = new Map<string, Entry>()
  private readonly renders = new Map<string, { generation: number; page: Promise<Page | null> }>()
  private generation = 0
  private bytes = 0
  private timer: ReturnType<typeof setTimeout> | undefined
  private scheduled: number | null = null
  private closed = false
  private readonly maxBytes: number
  private readonly ttlMs: number
  private readonly log: (line: string) => void
  readonly stats = { hits: 0, renders: 0, invalidations: 0 }

  constructor(private readonly options: PageCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS
    this.log = options.log ?? (() => {})
    this.refreshSchedule()
  }

  /** The page for `key`: stored, or rendered once for all the requests that ask meanwhile. */
  async get(key: string, render: () => Promise<PageSource | null>): Promise<Page | null> {
    const entry = this.entries.get(key)
    const maxAgeMs = this.options.maxAgeMs ?? Infinity
    if (entry && entry.generation === this.generation && Date.now() - entry.renderedAt < maxAgeMs) {
      // Least recently used goes first: keep this one at the end.
      this.entries.delete(key)
      this.entries.set(key, entry)
      this.stats.hits++
      if (Date.now() - entry.renderedAt >= this.ttlMs) void this.fill(key, render)
      return entry
    }
    return this.fill(key, render)
  }

  /** A response for one request only (nothing shared, nothing stored). */
  async single(render: () => Promise<PageSource | null>): Promise<Page | null> {
    const source = await render()
    return source && this.build({ ...source, cacheable: false }, false)
  }

  /** Content changed: no stored page is served again, no render under way is stored. */
  invalidate(reason: string): void {
    this.generation++
    this.stats.invalidations++
    this.log(`[page-cache] ${reason}: pages will render again`)
    this.refreshSchedule()
  }

  /** Changes with every invalidation: what else is kept with the pages compares it (the API). */
  get contentGeneration(): number {
    return this.generation
  }

  /** Age after which a stored page is never served again (Infinity: only invalidations). */
  get maxAgeMs(): number {
    return this.options.maxAgeMs ?? Infinity
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.entries.size, bytes: this.bytes }
  }

  close(): void {
    this.closed = true
    clearTimeout(this.timer)
  }

  private fill(key: string, render: () => Promise<PageSource | null>): Promise<Page | null> {
    const running = this.renders.get(key)
    if (running?.generation === this.generation) return running.page
    const generation = this.generation
    const renderedAt = Date.now()
    const page = (async () => {
      this.stats.renders++
      const source = await render()
      return source && (await this.store(key, source, generation, renderedAt))
    })()
      .catch((error: unknown) => {
        this.log(`[page-cache] ${key}: ${String(error)}`)
        return null
      })
      .finally(() => {
        if (this.renders.get(key)?.page === page) this.renders.delete(key)
      })
    this.renders.set(key, { generation, page })
    return page
  }

  private async store(
    key: string,
    source: PageSource,
    generation: number,
    renderedAt: number,
  ): Promise<Page> {
    // Content changed while it rendered: its data may be older than the change.
    const storable = () => source.cacheable && this.maxBytes > 0 && generation === this.generation
    if (!storable()) return this.build(source, false)
    const previous = this.entries.get(key)
    const page = await this.build(source, true, previous)
    const bytes = key.length + page.body.length + page.gzip!.length + page.br!.length
    if (!storable() || bytes > this.maxBytes) return page
    this.remove(key)
    const entry: Entry = { ...page, generation, renderedAt, bytes }
    this.entries.set(key, entry)
    this.bytes += bytes
    for (const [oldKey] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.remove(oldKey)
    }
    if (page.br !== previous?.br) void this.compressBest(key, entry.etag, source.html)
    return entry
  }

  /** `compress`: for a stored page (else the sender compresses for its one request). */
  private async build(source: PageSource, compress: boolean, previous?: Page): Promise<Page> {
    const etag = `W/"${createHash('sha256')
      .update(`${source.status}\n${JSON.stringify(source.headers)}\n`)
      .update(source.html)
      .digest('base64url')
      .slice(0, 27)}"`
    // Unchanged by a re-render: same bodies and validators (browsers keep getting 304).
    if (previous?.etag === etag) return { ...previous, cacheable: source.cacheable }
    const body = Buffer.from(source.html)
    const [gzipped, br] = compress
      ? await Promise.all([gzipAsync(body, { level: 9 }), brotliAsync(body, brotli(BROTLI_FAST))])
      : []
    const now = Math.floor(Date.now() / 1000) * 1000
    return {
      status: source.status,
      headers: source.headers,
      body,
      gzip: gzipped,
      br,
      etag,
      // HTTP dates have whole seconds: two contents of one key never share one.
      lastModified: previous ? Math.max(now, previous.lastModified + 1000) : now,
      cacheable: source.cacheable,
    }
  }

  /** Replaces a stored page's fast Brotli body with the smallest one, off the request path. */
  private async compressBest(key: string, etag: string, html: string | Uint8Array): Promise<void> {
    const best = await brotliAsync(html, brotli(BROTLI_BEST))
    const entry = this.entries.get(key)
    if (entry?.etag !== etag || best.length >= entry.br!.length) return
    this.bytes += best.length - entry.br!.length
    entry.br = best
  }

  private remove(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.bytes
  }

  /** Asks for the next scheduled change and sets the one timer for it (or the clock's next). */
  private refreshSchedule(): void {
    if (this.closed) return
    const generation = this.generation
    const ask = this.options.nextChange?.() ?? Promise.resolve(null)
    ask
      .then((at) => {
        if (generation === this.generation && !this.closed) this.scheduleAt(at)
      })
      .catch((error: unknown) => {
        this.log(`[page-cache] next scheduled change unknown: ${String(error)}`)
        this.scheduleAt(null)
      })
  }

  private scheduleAt(at: number | null): void {
    clearTimeout(this.timer)
    const now = Date.now()
    this.scheduled = Math.min(at ?? Infinity, nextCalendarBoundary(now))
    // +1 ms: the database compares with `<= now()`, so the boundary itself must have passed.
    this.timer = setTimeout(() => this.invalidate('scheduled change'), this.scheduled - now + 1)
    this.timer.unref()
  }

  /** When the stored pages next change by themselves (tests, metrics). */
  get nextScheduledChange(): number | null {
    return this.scheduled
  }
}

function brotli(quality: number) {
  return { params: { [zlib.BROTLI_PARAM_QUALITY]: quality } }
}

/** The body for a request's Accept-Encoding: Brotli, else gzip, else as is. */
export async function encodedBody(
  page: Page,
  acceptEncoding: string,
): Promise<{ body: Buffer; encoding?: 'br' | 'gzip' }> {
  if (page.body.length <= 1024) return { body: page.body }
  if (/\bbr\b/.test(acceptEncoding))
    return { body: page.br ?? (await brotliAsync(page.body, brotli(BROTLI_FAST))), encoding: 'br' }
  if (/\bgzip\b/.test(acceptEncoding))
    return { body: page.gzip ?? (await gzipAsync(page.body)), encoding: 'gzip' }
  return { body: page.body }
}

/** The next full hour (UTC and every whole-hour time zone's midnight) or local midnight. */
function nextCalendarBoundary(now: number): number {
  const d = new Date(now)
  const localMidnight = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime()
  return Math.min(Math.floor(now / HOUR_MS + 1) * HOUR_MS, localMidnight)
}
