/**
 * The server-generated files: /sitemap.xml, /robots.txt and the news feed
 * /informasi/news/feed.xml (RSS 2.0, per language: `?lng=en`). Built from the route table and
 * the database (as an anonymous visitor) on request; the page cache keeps them until the
 * content changes (docs/decisions/011).
 */
import { FALLBACK_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '@/config/constants'
import { cmsPagePath, cmsPagePaths, publicRoutes } from '@/config/routes'
import { languageUrl } from '@/features/site/lib/seo'
import { getPublicClient } from '@/lib/public-client'
import { translate } from '@/lib/translate'
import { escapeXml } from '@/lib/xml'
import type { PublicLayout } from '@/types/database'

import { publicPageRoutes } from './routes/public/routes'

export interface GeneratedFile {
  status: number
  contentType: string
  body: string
}

const FEED_PATH = `${publicRoutes.news}/feed.xml`
const FEED_SIZE = 20

export function isGeneratedFile(pathname: string): boolean {
  return pathname === '/sitemap.xml' || pathname === '/robots.txt' || pathname === FEED_PATH
}

/** Paths of the route table's pages without parameters, and of those not to be indexed. */
function routePaths() {
  const indexed: string[] = []
  const hidden: string[] = []
  for (const route of publicPageRoutes) {
    if (route.redirectTo) continue
    const path = route.index ? '/' : `/${route.path ?? ''}`
    if (path.includes('*')) continue
    // A page with parameters is listed through its data; hidden ones by their prefix.
    if (path.includes(':')) {
      if (route.indexed === false) hidden.push(path.slice(0, path.indexOf(':')))
      continue
    }
    ;(route.indexed === false ? hidden : indexed).push(path)
  }
  return { indexed, hidden }
}

async function publishedArticles(limit?: number) {
  const client = await getPublicClient()
  let query = client
    .from('articles')
    .select('slug, title, excerpt, published_at, updated_at')
    .eq('status', 'published')
    .lte('published_at', new Date().toISOString())
    .order('published_at', { ascending: false })
  if (limit) query = query.limit(limit)
  const { data, error } = await query
  if (error) throw error
  return data
}

async function sitemap(origin: string): Promise<string> {
  const client = await getPublicClient()
  const [articles, cms] = await Promise.all([
    publishedArticles(),
    client.from('cms_pages').select('slug, updated_at'),
  ])
  if (cms.error) throw cms.error
  // Anon reads published pages only (RLS). Core pages have routes of their own (in the route
  // table); the others are at `/<slug>` (docs/decisions/022).
  const lastmod = new Map<string, string>()
  for (const page of cms.data) lastmod.set(cmsPagePath(page.slug), page.updated_at)
  if (articles[0]?.published_at) lastmod.set(publicRoutes.news, articles[0].published_at)
  const entries = [
    ...routePaths().indexed.map((path) => ({ path, modified: lastmod.get(path) })),
    ...cms.data
      .filter((page) => !Object.hasOwn(cmsPagePaths, page.slug))
      .map((page) => ({ path: cmsPagePath(page.slug), modified: page.updated_at })),
    ...articles.map((a) => ({ path: publicRoutes.newsDetail(a.slug), modified: a.updated_at })),
  ]
  const urls = entries.flatMap(({ path, modified }) => {
    const url = new URL(path, origin)
    const alternates = [...SUPPORTED_LANGUAGES, 'x-default' as const]
      .map(
        (hreflang) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(
            languageUrl(url, hreflang === 'x-default' ? FALLBACK_LANGUAGE : hreflang),
          )}"/>`,
      )
      .join('')
    return SUPPORTED_LANGUAGES.map(
      (language) =>
        `<url><loc>${escapeXml(languageUrl(url, language))}</loc>${
          modified ? `<lastmod>${new Date(modified).toISOString()}</lastmod>` : ''
        }${alternates}</url>`,
    )
  })
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  )
}

function robots(origin: string): string {
  const disallowed = ['/admin', '/auth', ...routePaths().hidden]
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

/** The feed's texts in its language (the renderer's i18next). */
export interface FeedTexts {
  appName: string
  newsTitle: string
  newsDescription: string
}

async function feed(origin: string, language: Language, texts: FeedTexts) {
  const [articles, layout] = await Promise.all([
    publishedArticles(FEED_SIZE),
    getPublicClient().then((client) => client.rpc('public_layout')),
  ])
  const siteName = (layout.data as PublicLayout | null)?.settings?.site_name ?? texts.appName
  const newsUrl = languageUrl(new URL(publicRoutes.news, origin), language)
  const self = languageUrl(new URL(FEED_PATH, origin), language)
  const items = articles.map((a) => {
    const link = languageUrl(new URL(publicRoutes.newsDetail(a.slug), origin), language)
    return [
      '<item>',
      `<title>${escapeXml(translate(a.title, language))}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      a.published_at ? `<pubDate>${new Date(a.published_at).toUTCString()}</pubDate>` : '',
      `<description>${escapeXml(translate(a.excerpt, language))}</description>`,
      '</item>',
    ].join('')
  })
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>' +
    `<title>${escapeXml(`${siteName} - ${texts.newsTitle}`)}</title>` +
    `<link>${escapeXml(newsUrl)}</link>` +
    `<description>${escapeXml(texts.newsDescription)}</description>` +
    `<language>${language}</language>` +
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>` +
    items.join('\n') +
    '</channel></rss>\n'
  )
}

export async function generateFile(
  url: URL,
  language: Language,
  texts: FeedTexts,
): Promise<GeneratedFile> {
  if (url.pathname === '/robots.txt')
    return { status: 200, contentType: 'text/plain; charset=utf-8', body: robots(url.origin) }
  if (url.pathname === '/sitemap.xml')
    return {
      status: 200,
      contentType: 'application/xml; charset=utf-8',
      body: await sitemap(url.origin),
    }
  return {
    status: 200,
    contentType: 'application/rss+xml; charset=utf-8',
    body: await feed(url.origin, language, texts),
  }
}
