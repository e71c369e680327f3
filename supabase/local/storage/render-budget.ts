/**
 * What image renders cost a visitor, so that no one visitor can keep the render workers busy
 * (images.ts renders at most two at once for everybody):
 *
 * - one render at a time per visitor (client address);
 * - a budget per visitor of `units` cost units that refills at `perSecond`: a render costs the
 *   source's megapixels × its output format's weight (decoding and resizing scale with the
 *   source's pixels; encoding AVIF costs several times WebP or JPEG), at least MIN_COST, at
 *   most the whole budget (so even the largest render is possible, then the wait is longest).
 *
 * Past either, 429 with Retry-After (seconds until the budget covers the render). Variants that
 * are already made cost nothing: they never get here. The counts are per process, like the
 * server's other per-visitor limits (docs/security.md).
 */
import { HttpError } from '../http'

export interface RenderBudgetOptions {
  /** Cost units a visitor may spend at once (the bucket's size). */
  units: number
  /** Units given back per second. */
  perSecond: number
}

export const DEFAULT_RENDER_BUDGET: RenderBudgetOptions = { units: 60, perSecond: 1 }

/** Relative encoding cost per output format (JPEG = 1). */
const FORMAT_WEIGHT = { jpeg: 1, webp: 1.5, png: 2, avif: 6 } as const
/** The least a render costs, however small its source. */
export const MIN_COST = 0.25

/** Cost units of rendering a source of `pixels` into `output`. */
export function renderCost(pixels: number, output: keyof typeof FORMAT_WEIGHT): number {
  return Math.max(MIN_COST, (pixels / 1_000_000) * FORMAT_WEIGHT[output])
}

interface Account {
  tokens: number
  at: number
  active: number
}

export class RenderBudget {
  private readonly accounts = new Map<string, Account>()
  private lastSweep = Date.now()

  constructor(private readonly options: RenderBudgetOptions = DEFAULT_RENDER_BUDGET) {}

  /** Lets the visitor start a render (one at a time, with budget left); returns its release. */
  admit(visitor: string, now = Date.now()): () => void {
    const account = this.account(visitor, now)
    if (account.active > 0) throw this.refusal(1)
    if (account.tokens < MIN_COST) throw this.refusal(this.wait(account, MIN_COST))
    account.active++
    let released = false
    return () => {
      if (released) return
      released = true
      account.active--
    }
  }

  /** Takes a render's cost (capped at the whole budget) from the visitor, or refuses it. */
  charge(visitor: string, cost: number, now = Date.now()): void {
    const account = this.account(visitor, now)
    const due = Math.min(cost, this.options.units)
    if (account.tokens < due) throw this.refusal(this.wait(account, due))
    account.tokens -= due
  }

  private account(visitor: string, now: number): Account {
    this.sweep(now)
    let account = this.accounts.get(visitor)
    if (!account) {
      account = { tokens: this.options.units, at: now, active: 0 }
      this.accounts.set(visitor, account)
    }
    account.tokens = Math.min(
      this.options.units,
      account.tokens + ((now - account.at) / 1000) * this.options.perSecond,
    )
    account.at = now
    return account
  }

  private wait(account: Account, due: number): number {
    return Math.max(1, Math.ceil((due - account.tokens) / this.options.perSecond))
  }

  private refusal(seconds: number) {
    return new HttpError(
      429,
      {
        statusCode: '429',
        code: 'SlowDown',
        error: 'too_many_requests',
        message: `Too many image transformations from this address: retry in ${seconds} s`,
      },
      { 'retry-after': String(seconds) },
    )
  }

  /** Forgets visitors whose budget is full again and who render nothing. */
  private sweep(now: number) {
    const full = (this.options.units / this.options.perSecond) * 1000
    if (now - this.lastSweep < full) return
    this.lastSweep = now
    for (const [visitor, account] of this.accounts) {
      if (account.active === 0 && now - account.at >= full) this.accounts.delete(visitor)
    }
  }
}

/**
 * Recently rendered variants that are not stored on disk (any size other than the standard
 * widths), in memory up to a bound, least recently used first out: a page or a visitor asking
 * for the same variant again gets it without a render.
 */
export class VariantCache {
  private readonly entries = new Map<string, Buffer>()
  private bytes = 0

  constructor(
    private readonly maxBytes = 32 * 1024 * 1024,
    private readonly maxEntryBytes = 2 * 1024 * 1024,
  ) {}

  get(key: string): Buffer | undefined {
    const data = this.entries.get(key)
    if (data) {
      this.entries.delete(key)
      this.entries.set(key, data)
    }
    return data
  }

  set(key: string, data: Buffer): void {
    if (data.length > this.maxEntryBytes) return
    const previous = this.entries.get(key)
    if (previous) {
      this.bytes -= previous.length
      this.entries.delete(key)
    }
    this.entries.set(key, data)
    this.bytes += data.length
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= old.length
    }
  }
}
