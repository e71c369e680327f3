/** A sliding-window counter per key, in memory (one process serves one data folder). */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>()
  private lastSweep = Date.now()

  constructor(
    private readonly windowMs: number,
    private readonly limit: number,
  ) {}

  /** True when the key has used up its window. */
  blocked(key: string, now = Date.now()): boolean {
    this.sweep(now)
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs)
    this.hits.set(key, recent)
    return recent.length >= this.limit
  }

  record(key: string, now = Date.now()): void {
    const recent = this.hits.get(key) ?? []
    recent.push(now)
    this.hits.set(key, recent)
  }

  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return
    this.lastSweep = now
    for (const [key, times] of this.hits) {
      if (times.every((t) => t <= now - this.windowMs)) this.hits.delete(key)
    }
  }
}
