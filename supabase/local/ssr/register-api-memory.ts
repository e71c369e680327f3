/**
 * What the register API keeps in the page server's memory (docs/product.md#register-api,
 * docs/security.md §21), so that a request costs no database write and, for an answer already
 * given, no database read:
 *
 * - Answers per action and normalised argument, dropped exactly when the page cache's pages
 *   are (the database's NOTIFY on the embedded server, the front's age bound): `AnswerCache`.
 * - Quota counts per subject (a key's hour and day, a visitor address's 10 minutes) counted
 *   here and flushed to the database in one call about once a second; the database answers
 *   each subject's totals, every replica's included: `QuotaCounter`. A call is allowed while
 *   the last known total plus this process's calls since stays within the quota: exact per
 *   replica, across replicas within about a second.
 * - Key metadata (hash → id, quotas, revocation) for `KEY_TTL_MS` at most: a revocation takes
 *   effect within that bound.
 */
export const KEY_TTL_MS = 2000
export const FLUSH_INTERVAL_MS = 1000
/** Stored answers at most (a 200-key check's body is ≈ 100 KB; a certificate's ≈ 1 KB). */
const MAX_ANSWERS = 20_000
/**
 * Subjects kept (≈ 200 bytes each): the least recently used leave first; one that comes back
 * is known again from the flush after its next call.
 */
const MAX_SUBJECTS = 100_000

export interface StoredAnswer {
  status: number
  body: unknown
}

export interface Freshness {
  /** Changes whenever the page cache is invalidated (a register change). */
  generation: () => number
  /** Age after which an answer is asked again (a front's bound; Infinity on the embedded server). */
  maxAgeMs: () => number
}

interface AnswerEntry extends StoredAnswer {
  generation: number
  at: number
}

export class AnswerCache {
  private readonly entries = new Map<string, AnswerEntry>()
  private readonly running = new Map<
    string,
    { generation: number; answer: Promise<StoredAnswer | null> }
  >()
  readonly stats = { hits: 0, misses: 0 }

  constructor(private readonly freshness: Freshness) {}

  /** The answer for `key`: stored, or asked once for every request that waits meanwhile. */
  get(key: string, ask: () => Promise<StoredAnswer | null>): Promise<StoredAnswer | null> {
    const generation = this.freshness.generation()
    const entry = this.entries.get(key)
    if (
      entry &&
      entry.generation === generation &&
      Date.now() - entry.at < this.freshness.maxAgeMs()
    ) {
      this.entries.delete(key)
      this.entries.set(key, entry)
      this.stats.hits++
      return Promise.resolve(entry)
    }
    const running = this.running.get(key)
    if (running?.generation === generation) return running.answer
    this.stats.misses++
    const at = Date.now()
    const answer = ask()
      .then((result) => {
        // Only a found answer is kept (a miss is counted by the radar every time), and only
        // when the register did not change while it was asked.
        if (result?.status === 200 && this.freshness.generation() === generation) {
          this.entries.delete(key)
          this.entries.set(key, { ...result, generation, at })
          for (const [oldKey] of this.entries) {
            if (this.entries.size <= MAX_ANSWERS) break
            this.entries.delete(oldKey)
          }
        }
        return result
      })
      .finally(() => {
        if (this.running.get(key)?.answer === answer) this.running.delete(key)
      })
    this.running.set(key, { generation, answer })
    return answer
  }

  get size(): number {
    return this.entries.size
  }
}

/**
 * The cache key of a request: a number or NIB as the database normalises it
 * (`certificate_number_key(lookup_text(x, 80))`: ASCII letters and digits, upper case) when
 * that is certain (80 characters at most), else the argument as sent.
 */
export function answerKey(action: string, arg: unknown): string {
  const single = (value: unknown) =>
    typeof value === 'string' && value.length <= 80
      ? value.replace(/[^A-Za-z0-9]/g, '').toUpperCase()
      : `raw:${JSON.stringify(value ?? null)}`
  if (action === 'certificate')
    return `certificate:${single((arg as { number?: unknown })?.number)}`
  if (action === 'company') return `company:${single((arg as { nib?: unknown })?.nib)}`
  return `${action}:${JSON.stringify(arg ?? null)}`
}

export interface KeyInfo {
  id: string
  quota_per_hour: number
  quota_per_day: number
  revoked: boolean
  hour: number
  day: number
}

export interface Quota {
  limit: number
  remaining: number
  reset: number
  allowed: boolean
}

interface Tally {
  seconds: number
  start: number
  /** The database's total for this window, as last answered (this process's flushed calls too). */
  known: number
  /** Calls counted here, not yet sent. */
  unsent: number
  /** Calls in the flush under way. */
  sending: number
}

interface Subject {
  /** `key:<id>` or `addr:<address>`. */
  id: string
  tallies: Tally[]
  pending: number
  lastUse: number
}

/** One call of a flush: [{s, n}] → [{s, h, d} | {s, n}] (register_api_flush). */
export type FlushCall = (
  counts: { s: string; n: number }[],
) => Promise<{ s: string; h?: number; d?: number; n?: number }[] | null>

export class QuotaCounter {
  private readonly subjects = new Map<string, Subject>()
  private readonly dirty = new Set<Subject>()
  private timer: ReturnType<typeof setInterval> | undefined
  private flushing: Promise<void> | null = null
  readonly stats = { flushes: 0, failures: 0 }

  constructor(
    private readonly flushCall: FlushCall,
    private readonly log: (line: string) => void,
    intervalMs = FLUSH_INTERVAL_MS,
  ) {
    this.timer = setInterval(() => void this.flush(), intervalMs)
    this.timer.unref()
  }

  /** Counts one call of a key (hour and day windows) and tells whether it is allowed. */
  useKey(info: KeyInfo): Quota {
    const subject = this.subject(`key:${info.id}`, [3600, 86400], [info.hour, info.day])
    const [hour, day] = subject.tallies.map((t) => this.count(t)) as [Used, Used]
    const h = quotaOf(hour, info.quota_per_hour)
    const d = quotaOf(day, info.quota_per_day)
    const allowed = h.allowed && d.allowed
    if (!d.allowed || (h.allowed && d.remaining < h.remaining))
      return { ...d, allowed, reset: h.allowed ? d.reset : Math.max(h.reset, d.reset) }
    return { ...h, allowed }
  }

  /** Counts one anonymous call of an address (60 per 10 minutes). */
  useAddress(address: string): Quota {
    const subject = this.subject(`addr:${address}`, [600], [])
    return quotaOf(this.count(subject.tallies[0]!), 60)
  }

  /** Sends the counts since the last flush; learns every active subject's totals. */
  flush(): Promise<void> {
    this.flushing ??= this.send().finally(() => (this.flushing = null))
    return this.flushing
  }

  close(): Promise<void> {
    clearInterval(this.timer)
    return this.flush()
  }

  private subject(id: string, windows: number[], known: number[]): Subject {
    const now = Date.now()
    let subject = this.subjects.get(id)
    if (subject) {
      // Most recently used last: the oldest leave first when there are too many.
      this.subjects.delete(id)
    } else {
      subject = {
        id,
        tallies: windows.map((seconds, i) => ({
          seconds,
          start: windowStart(now, seconds),
          known: known[i] ?? 0,
          unsent: 0,
          sending: 0,
        })),
        pending: 0,
        lastUse: now,
      }
      for (const [oldId, old] of this.subjects) {
        if (this.subjects.size < MAX_SUBJECTS) break
        if (old.pending > 0 || old.tallies.some((t) => t.sending > 0)) break
        this.subjects.delete(oldId)
      }
    }
    this.subjects.set(id, subject)
    subject.pending++
    subject.lastUse = now
    this.dirty.add(subject)
    return subject
  }

  private count(tally: Tally): Used {
    const now = Date.now()
    roll(tally, now)
    tally.unsent++
    return {
      used: tally.known + tally.unsent + tally.sending,
      reset: Math.max(1, Math.ceil((tally.start + tally.seconds * 1000 - now) / 1000)),
    }
  }

  private async send(): Promise<void> {
    const now = Date.now()
    const batch: { subject: Subject; n: number; starts: number[] }[] = []
    // Only the subjects used since the last flush: their totals come back with it (one that
    // was idle learns the others' calls with the flush after its next use).
    for (const subject of this.dirty) {
      for (const t of subject.tallies) {
        roll(t, now)
        t.sending += t.unsent
        t.unsent = 0
      }
      batch.push({ subject, n: subject.pending, starts: subject.tallies.map((t) => t.start) })
      subject.pending = 0
    }
    this.dirty.clear()
    if (batch.length === 0) return
    const totals = await this.flushCall(batch.map((b) => ({ s: b.subject.id, n: b.n }))).catch(
      (error: unknown) => {
        this.log(`register api: quota flush failed: ${String(error)}`)
        return null
      },
    )
    this.stats.flushes++
    const bySubject = new Map((totals ?? []).map((t) => [t.s, t]))
    for (const { subject, n, starts } of batch) {
      const total = bySubject.get(subject.id)
      if (!total) {
        // Not counted there: counted again with the next flush.
        this.stats.failures++
        subject.pending += n
        this.dirty.add(subject)
        subject.tallies.forEach((t, i) => {
          if (t.start === starts[i]) t.unsent += t.sending
          t.sending = 0
        })
        continue
      }
      const values = subject.tallies.length === 2 ? [total.h, total.d] : [total.n]
      subject.tallies.forEach((t, i) => {
        if (t.start === starts[i] && typeof values[i] === 'number') t.known = values[i]
        t.sending = 0
      })
    }
  }
}

interface Used {
  used: number
  reset: number
}

function quotaOf({ used, reset }: Used, limit: number): Quota {
  return { limit, remaining: Math.max(limit - used, 0), reset, allowed: used <= limit }
}

function windowStart(now: number, seconds: number): number {
  return Math.floor(now / 1000 / seconds) * seconds * 1000
}

function roll(tally: Tally, now: number): void {
  const start = windowStart(now, tally.seconds)
  if (start === tally.start) return
  tally.start = start
  tally.known = 0
  tally.unsent = 0
  tally.sending = 0
}
