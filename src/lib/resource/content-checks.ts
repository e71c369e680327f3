import type { SupabaseClient } from '@supabase/supabase-js'

import { publicRoutes } from '@/config/routes'
import { supabase } from '@/lib/supabase'

/**
 * The content checks run before a save (docs/decisions/033): what an item's text would do to
 * the people who read it. Blocking problems (an image without alt text, a link to an internal
 * page that does not exist or is not published) stop a save that publishes; warnings (a
 * heading that skips a level, a link without text, a title too long for search results) are
 * shown and let it through. Markdown fields come from the descriptor's `markdown`; the title
 * from `meta_title` (else `title`), the text search results show.
 */
export type ContentRule =
  'imageAlt' | 'missingLink' | 'unpublishedLink' | 'headingSkip' | 'emptyLinkText' | 'titleLength'

export interface ContentProblem {
  rule: ContentRule
  blocking: boolean
  /** The form field (column) the problem is in. */
  field: string
  /** The language version ('id', 'en'). */
  language: string
  /** What the problem is about: the image's address, the link, the heading, the title. */
  subject: string
}

/** Search results cut a page title at about this many characters. */
export const SEARCH_TITLE_MAX = 60

const BLOCKING: Record<ContentRule, boolean> = {
  imageAlt: true,
  missingLink: true,
  unpublishedLink: true,
  headingSkip: false,
  emptyLinkText: false,
  titleLength: false,
}

const problem = (rule: ContentRule, field: string, language: string, subject: string) => ({
  rule,
  blocking: BLOCKING[rule],
  field,
  language,
  subject,
})

/** The language versions of a stored value: a translatable object or a plain string. */
function versions(value: unknown): [string, string][] {
  if (typeof value === 'string') return [['id', value]]
  if (value && typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    )
  return []
}

/** The text outside fenced and inline code (where brackets are no links). */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '')
}

export interface InternalLink {
  path: string
  field: string
  language: string
}

/** The problems one Markdown text has by itself, and the internal links it makes. */
export function checkMarkdown(
  markdown: string,
  field: string,
  language: string,
): { problems: ContentProblem[]; links: InternalLink[] } {
  const text = withoutCode(markdown)
  const problems: ContentProblem[] = []
  const links: InternalLink[] = []
  for (const match of text.matchAll(/(!?)\[([^\]]*)\]\(\s*<?([^)\s>]*)>?[^)]*\)/g)) {
    const [, bang, label = '', url = ''] = match
    if (bang) {
      if (!label.trim()) problems.push(problem('imageAlt', field, language, url))
      continue
    }
    if (!label.replace(/[*_`~]/g, '').trim())
      problems.push(problem('emptyLinkText', field, language, url))
    if (url.startsWith('/') && !url.startsWith('//')) links.push({ path: url, field, language })
  }
  // Headings: the page's own title is the h1, so the text starts at h2 and goes down one at a time.
  let level = 1
  for (const match of text.matchAll(/^(#{1,6})[ \t]+(.+?)[ \t#]*$/gm)) {
    const next = match[1]!.length
    if (next > level + 1) problems.push(problem('headingSkip', field, language, match[2]!))
    level = next
  }
  return { problems, links }
}

/** The title search results show: the SEO title, else the item's title. */
function searchTitles(fields: Record<string, unknown>): [string, string][] {
  const own = new Map(versions(fields.title))
  const seo = new Map(versions(fields.meta_title).filter(([, value]) => value.trim() !== ''))
  return [...new Set([...own.keys(), ...seo.keys()])].map((language) => [
    language,
    seo.get(language) ?? own.get(language) ?? '',
  ])
}

/** Every problem the fields have by themselves, and their internal links to look up. */
export function checkContent(
  fields: Record<string, unknown>,
  markdownFields: readonly string[],
): { problems: ContentProblem[]; links: InternalLink[] } {
  const problems: ContentProblem[] = []
  const links: InternalLink[] = []
  for (const field of markdownFields) {
    for (const [language, markdown] of versions(fields[field])) {
      const found = checkMarkdown(markdown, field, language)
      problems.push(...found.problems)
      links.push(...found.links)
    }
  }
  for (const [language, title] of searchTitles(fields)) {
    if (title.trim().length > SEARCH_TITLE_MAX)
      problems.push(
        problem('titleLength', fields.meta_title ? 'meta_title' : 'title', language, title),
      )
  }
  return { problems, links }
}

/** The site's own routes (fixed addresses): a link to one of them needs no lookup. */
const STATIC_PATHS = new Set<string>(
  (Object.values(publicRoutes) as unknown[]).filter(
    (route): route is string => typeof route === 'string',
  ),
)
/** Addresses below these are the site's own pages or files, whatever follows. */
const OWN_PREFIXES = ['/verifikasi/', '/storage/', '/media/', '/assets/']

const pathOf = (link: string) => {
  const path = link.split('#')[0]!.split('?')[0]!
  return path.length > 1 ? path.replace(/\/+$/, '') : path || '/'
}

/**
 * Where each internal link leads: a route of the site, or an item (the database says whether
 * it exists and is published, `public.internal_link_status`). Problems for the ones that lead
 * nowhere or to an unpublished item.
 */
export async function checkInternalLinks(
  links: InternalLink[],
  client: SupabaseClient = supabase,
): Promise<ContentProblem[]> {
  const ask = [
    ...new Set(
      links
        .map((link) => pathOf(link.path))
        .filter(
          (path) =>
            path !== '' &&
            !STATIC_PATHS.has(path) &&
            !OWN_PREFIXES.some((prefix) => path.startsWith(prefix)) &&
            !/\.[a-z0-9]{1,8}$/i.test(path),
        ),
    ),
  ]
  if (ask.length === 0) return []
  const { data, error } = await client.rpc('internal_link_status', { paths: ask })
  if (error) throw error
  const status = new Map(
    (data as { path: string; status: string }[]).map((row) => [row.path, row.status]),
  )
  return links.flatMap((link) => {
    const answer = status.get(pathOf(link.path))
    if (answer === 'missing' || answer === 'unknown')
      return [problem('missingLink', link.field, link.language, link.path)]
    if (answer === 'unpublished')
      return [problem('unpublishedLink', link.field, link.language, link.path)]
    return []
  })
}

/** Whether the fields saved would make the item public (a draft may hold blocking problems). */
export function publishes(fields: Record<string, unknown>, row: Record<string, unknown> | null) {
  const value = (key: string) => (key in fields ? fields[key] : row?.[key])
  if (value('is_published') !== undefined) return value('is_published') === true
  if (value('status') !== undefined) return value('status') === 'published'
  return true
}
