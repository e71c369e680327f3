import { type ChangeObject, diffArrays, diffWordsWithSpace } from 'diff'

/** A run of equal, removed or added pieces of text. */
export interface DiffPart {
  type: 'same' | 'removed' | 'added'
  text: string
}

/** One block of a text diff: lines both versions share, or a change shown word by word. */
export type DiffBlock = { type: 'same'; lines: string[] } | { type: 'change'; parts: DiffPart[] }

/**
 * Above this many edits a block is shown as removed-then-added rather than word by word (a
 * diff's cost grows with the number of edits times the length of the texts).
 */
const MAX_EDITS = 1000

const typeOf = (change: ChangeObject<unknown>): DiffPart['type'] =>
  change.added ? 'added' : change.removed ? 'removed' : 'same'

/**
 * Word by word (jsdiff): the parts of `after` that `before` lacks (added) and the other way
 * round. Whitespace is a token of its own, so each side's parts put together are exactly that
 * text, spaces included: "Rapat kerja" → "Rapat diganti kerja total" reads as such, with no
 * word run into the next.
 */
export function diffWords(before: string, after: string): DiffPart[] {
  const changes = diffWordsWithSpace(before, after, { maxEditLength: MAX_EDITS })
  if (!changes)
    return compact([
      { type: 'removed', text: before },
      { type: 'added', text: after },
    ])
  return compact(changes.map((change) => ({ type: typeOf(change), text: change.value })))
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
  const changes = diffArrays(lines(before), lines(after), { maxEditLength: MAX_EDITS })
  if (!changes) return [{ type: 'change', parts: diffWords(before, after) }]
  const blocks: DiffBlock[] = []
  let removed: string[] = []
  let added: string[] = []
  const flush = () => {
    if (removed.length || added.length)
      blocks.push({ type: 'change', parts: diffWords(removed.join('\n'), added.join('\n')) })
    removed = []
    added = []
  }
  for (const change of changes) {
    const type = typeOf(change)
    if (type === 'removed') removed.push(...change.value)
    else if (type === 'added') added.push(...change.value)
    else {
      flush()
      const last = blocks.at(-1)
      if (last?.type === 'same') last.lines.push(...change.value)
      else blocks.push({ type: 'same', lines: [...change.value] })
    }
  }
  flush()
  return blocks
}
