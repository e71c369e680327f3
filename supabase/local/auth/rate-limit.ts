/** A sliding-window counter per key, in memory (one process serves one data folder). */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>()
  private lastSweep = Date.now()

  constructor(
    private readonly windowMs: number,
    private readonly limit: number,
  ) {}

  /** Records an attempt; false when the key already used up its window. */
  take(key: string, now = Date.now()): boolean {
    this.sweep(now)
    const since = now - this.windowMs
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since)
    if (recent.length >= this.limit) {
      this.hits.set(key, recent)
      return false
    }
    recent.push(now)
    this.hits.set(key, recent)
    return true
  }

  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return
    this.lastSweep = now
    for (const [key, times] of this.hits) {
      if (times.every((t) => t <= now - this.windowMs)) this.hits.delete(key)
    }
  }
}
