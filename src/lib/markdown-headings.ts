/**
 * The headings of a Markdown text that get an id (and so a place in a table of contents):
 * `#`, `##` and `###`, which the safe renderer (components/markdown.tsx) shows as h2, h2 and h3
 * (the page title is the h1). Both sides name them with `headingSlugger`, in document order,
 * so a contents link and its heading always agree.
 */
export interface MarkdownHeading {
  /** The rendered level: 2 or 3. */
  level: 2 | 3
  text: string
  id: string
}

/** Lower-case ASCII words joined by `-` ("Tips agar proses cepat" → "tips-agar-proses-cepat"). */
export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug || 'bagian'
}

/** Ids for headings in order; a repeated heading gets `-2`, `-3`… */
export function headingSlugger(): (text: string) => string {
  const seen = new Map<string, number>()
  return (text) => {
    const base = headingSlug(text)
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return count === 1 ? base : `${base}-${count}`
  }
}

/** A heading line's text without inline Markdown: links keep their text, emphasis marks go. */
function plainText(inline: string): string {
  return inline
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|~~)(.+?)\1/g, '$2')
    .replace(/(^|\W)([*_])(.+?)\2(?=\W|$)/g, '$1$3')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\s+#+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The `#`, `##` and `###` headings of `source`, outside fenced code, with their ids. */
export function markdownHeadings(source: string): MarkdownHeading[] {
  const slug = headingSlugger()
  const headings: MarkdownHeading[] = []
  let fence: string | null = null
  for (const line of source.split(/\r?\n/)) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1]
    if (marker) {
      if (fence === null) fence = marker[0]!
      else if (marker[0] === fence) fence = null
      continue
    }
    if (fence !== null) continue
    const match = /^ {0,3}(#{1,3})\s+(.+)$/.exec(line)
    if (!match) continue
    const text = plainText(match[2]!)
    if (!text) continue
    headings.push({ level: match[1]!.length === 3 ? 3 : 2, text, id: slug(text) })
  }
  return headings
}
