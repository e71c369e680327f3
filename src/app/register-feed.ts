/**
 * The register's public change feed: `/layanan/cek-sbu/perubahan.atom` (Atom 1.0)
 * and `/layanan/cek-sbu/perubahan.json` (JSON Feed 1.1), the latest status changes newest
 * first, each with its place in the register's hash chain (`seq`, the event's `hash` and
 * `prev_hash`) and the latest signed checkpoint, so that a reader can check the entries against
 * the signature (docs/decisions/024). Read as an anonymous visitor through `register_changes`
 * (public facts only); kept in the page cache, which the register's changes invalidate, like
 * the news feed. Language by `?lng=en` only (default id), as the badge: the address names it.
 */
import type { i18n as I18n } from 'i18next'

import { publicRoutes } from '@/config/routes'
import { REGISTER_FEED_PATHS } from '@/features/register/lib/feed-paths'
import { formatDay } from '@/features/register/lib/format'
import { languageUrl } from '@/features/site/lib/seo'
import { getPublicClient } from '@/lib/public-client'
import { escapeXml } from '@/lib/xml'
import type { PublicLayout } from '@/types/database'

export { REGISTER_FEED_PATHS }

/** How many changes a feed lists. */
export const REGISTER_FEED_SIZE = 100

/** The namespace of the Atom feed's chain elements (`reg:seq`, `reg:hash`, …). */
export const REGISTER_FEED_NS = 'urn:lsbu:register-feed:1'

export type RegisterFeedFormat = keyof typeof REGISTER_FEED_PATHS

/** The feed's format for its path, or null for any other path. */
export function registerFeedFormat(pathname: string): RegisterFeedFormat | null {
  if (pathname === REGISTER_FEED_PATHS.atom) return 'atom'
  if (pathname === REGISTER_FEED_PATHS.json) return 'json'
  return null
}

/** The feed's language: `?lng=en` or Indonesian. */
export function registerFeedLanguage(url: URL): 'id' | 'en' {
  return url.searchParams.get('lng')?.toLowerCase() === 'en' ? 'en' : 'id'
}

/**
 * The feed's own address for a request (`?lng=en` or nothing), or null when it is that already:
 * any other query gets a 301 there, so a feed is rendered once per change, not once per
 * made-up query (each would bypass the page cache).
 */
export function registerFeedCanonical(url: URL): string | null {
  const wanted = registerFeedLanguage(url) === 'en' ? '?lng=en' : ''
  return url.search === wanted ? null : url.pathname + wanted
}

type Status = 'aktif' | 'dibekukan' | 'dicabut' | 'kedaluwarsa'
type Kind = 'issued' | 'frozen' | 'restored' | 'revoked' | 'expired' | 'extended'

/** One status event as `register_changes` returns it. */
export interface RegisterChange {
  seq: number
  hash: string
  prev_hash: string
  number: string
  company: { name: string; legal_form: string | null }
  kind: Kind
  from_status: Status | null
  to_status: Status
  on: string
  reason: { id?: string; en?: string } | null
  recorded_at: string
}

export interface RegisterCheckpoint {
  event_count: number
  head_hash: string
  signed_at: string
  key_id: string
  signature: string
}

export interface RegisterFeedFile {
  status: number
  contentType: string
  body: string
}

const iso = (value: string) => new Date(value).toISOString()

/** The feed; throws when the register cannot be read. */
export async function generateRegisterFeed(
  url: URL,
  format: RegisterFeedFormat,
  i18n: I18n,
): Promise<RegisterFeedFile> {
  const language = i18n.language === 'en' ? 'en' : 'id'
  const t = i18n.getFixedT(language, 'public')
  const client = await getPublicClient()
  const [changes, layout] = await Promise.all([
    client.rpc('register_changes', { max_count: REGISTER_FEED_SIZE }),
    client.rpc('public_layout'),
  ])
  if (changes.error) throw changes.error
  const { events, checkpoint } = changes.data as unknown as {
    events: RegisterChange[]
    checkpoint: RegisterCheckpoint | null
  }
  const siteName =
    (layout.data as PublicLayout | null)?.settings?.site_name ||
    i18n.t('app.name', { lng: language })
  const at = (path: string) => languageUrl(new URL(path, url.origin), language)
  const self = at(REGISTER_FEED_PATHS[format])
  const home = at(publicRoutes.certificateCheck)
  const title = t('register.feed.title', { siteName })
  const description = t('register.feed.description', { count: REGISTER_FEED_SIZE })
  // A stable time for an empty register keeps the feed's ETag stable too.
  const updated = events[0] ? iso(events[0].recorded_at) : new Date(0).toISOString()

  const entries = events.map((e) => {
    const company = [e.company.legal_form, e.company.name].filter(Boolean).join(' ')
    const change =
      e.kind === 'issued' && e.to_status !== 'aktif'
        ? `${t('register.verify.history.issued')} (${t(`register.status.${e.to_status}`)})`
        : t(`register.verify.history.${e.kind}`)
    const reason = e.reason ? (e.reason[language] ?? e.reason.id ?? '') : ''
    const date = formatDay(e.on, language)
    const text = [
      t('register.feed.entryChange', { change, date }),
      t('register.feed.entryCertificate', { number: e.number, company }),
      reason ? t('register.feed.entryReason', { reason }) : '',
      t('register.feed.entryChain', { seq: e.seq, hash: e.hash, prevHash: e.prev_hash }),
    ]
      .filter(Boolean)
      .join('\n')
    return {
      e,
      id: new URL(`${publicRoutes.verify(e.number)}#${e.seq}`, url.origin).href,
      link: at(publicRoutes.verify(e.number)),
      title: t('register.feed.entryTitle', { number: e.number, change, company }),
      text,
      change,
      reason,
    }
  })

  if (format === 'json') {
    const feed = {
      version: 'https://jsonfeed.org/version/1.1',
      title,
      home_page_url: home,
      feed_url: self,
      description,
      language,
      authors: [{ name: siteName, url: at('/') }],
      _register: {
        jwks_url: new URL('/.well-known/jwks.json', url.origin).href,
        checkpoint: checkpoint && { ...checkpoint, signed_at: iso(checkpoint.signed_at) },
      },
      items: entries.map(({ e, id, link, title, text, change, reason }) => ({
        id,
        url: link,
        title,
        content_text: text,
        date_published: iso(e.recorded_at),
        tags: [e.kind],
        _register: {
          seq: e.seq,
          hash: e.hash,
          prev_hash: e.prev_hash,
          number: e.number,
          company: e.company,
          kind: e.kind,
          change,
          from_status: e.from_status,
          to_status: e.to_status,
          on: e.on,
          reason: reason || null,
          recorded_at: iso(e.recorded_at),
        },
      })),
    }
    return {
      status: 200,
      contentType: 'application/feed+json; charset=utf-8',
      body: `${JSON.stringify(feed, null, 2)}\n`,
    }
  }

  const x = escapeXml
  const checkpointXml = checkpoint
    ? `<reg:checkpoint event_count="${checkpoint.event_count}" head_hash="${x(checkpoint.head_hash)}" signed_at="${x(iso(checkpoint.signed_at))}" key_id="${x(checkpoint.key_id)}" signature="${x(checkpoint.signature)}"/>`
    : ''
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:reg="${REGISTER_FEED_NS}" xml:lang="${language}">`,
    `<id>${x(self)}</id>`,
    `<title>${x(title)}</title>`,
    `<subtitle>${x(description)}</subtitle>`,
    `<link rel="self" type="application/atom+xml" href="${x(self)}"/>`,
    `<link rel="alternate" type="text/html" href="${x(home)}"/>`,
    `<link rel="alternate" type="application/feed+json" href="${x(at(REGISTER_FEED_PATHS.json))}"/>`,
    `<updated>${updated}</updated>`,
    `<author><name>${x(siteName)}</name><uri>${x(at('/'))}</uri></author>`,
    `<reg:jwks href="${x(new URL('/.well-known/jwks.json', url.origin).href)}"/>`,
    checkpointXml,
    ...entries.map(({ e, id, link, title, text, change, reason }) =>
      [
        '<entry>',
        `<id>${x(id)}</id>`,
        `<title>${x(title)}</title>`,
        `<link rel="alternate" type="text/html" href="${x(link)}"/>`,
        `<published>${iso(e.recorded_at)}</published>`,
        `<updated>${iso(e.recorded_at)}</updated>`,
        `<category term="${e.kind}" label="${x(change)}"/>`,
        `<content type="text">${x(text)}</content>`,
        `<reg:seq>${e.seq}</reg:seq>`,
        `<reg:hash>${x(e.hash)}</reg:hash>`,
        `<reg:prev_hash>${x(e.prev_hash)}</reg:prev_hash>`,
        `<reg:number>${x(e.number)}</reg:number>`,
        `<reg:on>${x(e.on)}</reg:on>`,
        e.from_status ? `<reg:from_status>${x(e.from_status)}</reg:from_status>` : '',
        `<reg:to_status>${x(e.to_status)}</reg:to_status>`,
        reason ? `<reg:reason>${x(reason)}</reg:reason>` : '',
        '</entry>',
      ].join(''),
    ),
    '</feed>',
    '',
  ]
    .filter((line, index, all) => line !== '' || index === all.length - 1)
    .join('\n')
  return { status: 200, contentType: 'application/atom+xml; charset=utf-8', body }
}
