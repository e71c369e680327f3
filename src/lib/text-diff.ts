/** A run of equal, removed or added pieces of text. */
export interface DiffPart {
  type: 'same' | 'removed' | 'added'
  text: string
}

/** One block of a text diff: lines both versions share, or a change shown word by word. */
export type DiffBlock = { type: 'same'; lines: string[] } | { type: 'change'; parts: DiffPart[] }

/**
 * Above this many edits a block is shown as removed-then-added rather than word by word (the
 * trace kept for the walk back grows with the square of it: 1,000 edits ≈ 8 MB).
 */
const MAX_EDITS = 1000

/**
 * Myers' O((N+M)·D) difference of two sequences, as runs of same/removed/added items; null when
 * more than `maxEdits` edits are needed.
 */
function diffSequence<T>(a: readonly T[], b: readonly T[], maxEdits = MAX_EDITS) {
  const n = a.length
  const m = b.length
  const max = Math.min(n + m, maxEdits)
  const offset = max + 1
  let v = new Int32Array(2 * max + 3)
  const trace: Int32Array[] = []
  let done = false
  for (let d = 0; d <= max && !done; d++) {
    trace.push(v.slice())
    const next = v.slice()
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!)
      let x = down ? v[offset + k + 1]! : v[offset + k - 1]! + 1
      let y = x - k
      while (x < n && y < m && a[x] === b[y]) {
        x++
        y++
      }
      next[offset + k] = x
      if (x >= n && y >= m) {
        done = true
        break
      }
    }
    v = next
  }
  if (!done) return null
  // Walk the trace back from (n, m), collecting one step per edit and the diagonals between.
  const steps: { type: DiffPart['type']; item: T }[] = []
  let x = n
  let y = m
  for (let d = trace.length - 1; d >= 0; d--) {
    const prev = trace[d]!
    const k = x - y
    const down = k === -d || (k !== d && prev[offset + k - 1]! < prev[offset + k + 1]!)
    const prevK = down ? k + 1 : k - 1
    const prevX = d === 0 ? 0 : prev[offset + prevK]!
    const prevY = prevX - prevK
    while (x > prevX && y > prevY) {
      x--
      y--
      steps.push({ type: 'same', item: a[x]! })
    }
    if (d > 0) {
      if (down) steps.push({ type: 'added', item: b[--y]! })
      else steps.push({ type: 'removed', item: a[--x]! })
    }
  }
  return steps.reverse()
}

const WORDS = /\s+|[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_]/gu

/** Word by word: the parts of `after` that `before` lacks (added) and the other way round. */
export function diffWords(before: string, after: string): DiffPart[] {
  const steps = diffSequence(before.match(WORDS) ?? [], after.match(WORDS) ?? [])
  if (!steps)
    return compact([
      { type: 'removed', text: before },
      { type: 'added', text: after },
    ])
  return compact(steps.map((s) => ({ type: s.type, text: s.item })))
}

/** Merges neighbours of one type and drops empty parts. */
function compact(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = []
  for (const part of parts) {
    if (!part.text) continue
    const last = out.at(-1)
    if (last?.type === part.type) last.text += part.text
    else out.push({ ...part })
  }
  return out
}

/**
 * A long text's changes: line by line first, and each run of changed lines word by word, so an
 * edit in one paragraph of an article shows as that paragraph with its words marked.
 */
export function diffText(before: string, after: string): DiffBlock[] {
  const lines = (text: string) => (text === '' ? [] : text.split('\n'))
  const steps = diffSequence(lines(before), lines(after))
  if (!steps) return [{ type: 'change', parts: diffWords(before, after) }]
  const blocks: DiffBlock[] = []
  let removed: string[] = []
  let added: string[] = []
  const flush = () => {
    if (removed.length || added.length)
      blocks.push({ type: 'change', parts: diffWords(removed.join('\n'), added.join('\n')) })
    removed = []
    added = []
  }
  for (const step of steps) {
    if (step.type === 'removed') removed.push(step.item)
    else if (step.type === 'added') added.push(step.item)
    else {
      flush()
      const last = blocks.at(-1)
      if (last?.type === 'same') last.lines.push(step.item)
      else blocks.push({ type: 'same', lines: [step.item] })
    }
  }
  flush()
  return blocks
}
