/**
 * The register's public change feed: `/layanan/cek-sbu/perubahan.atom` (Atom 1.0)
 * and `.json` (JSON Feed 1.1) served by the real renderer: the latest status changes newest
 * first, each with its hash-chain position and hash as staff see them in
 * certificate_status_events, the latest signed checkpoint (verifiable with the published key),
 * public facts only, a freeze made through the staff API at once, English by `?lng=en`, the
 * news feed's cache headers and conditional requests, and the links on the Cek SBU page.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { checkpointCanonical } from '../../supabase/local/register/chain'
import { verifySignature } from '../../supabase/local/register/signing'
import { apiStore, signCheckpoint } from '../../supabase/local/register/store'
import { type Persona, personas } from './db-helpers'
import { realRendererDist, startBackend, type TestBackend } from './helpers'

const ATOM = '/layanan/cek-sbu/perubahan.atom'
const JSON_FEED = '/layanan/cek-sbu/perubahan.json'
const ATOM_NS = 'http://www.w3.org/2005/Atom'
const REG_NS = 'urn:lsbu:register-feed:1'

let t: TestBackend
let dist: ReturnType<typeof realRendererDist>
let service: SupabaseClient
let clients: Record<Persona, SupabaseClient> & { accounts: Record<string, { email: string }> }
let company = ''
let ipSeq = 0

const nextAddress = () => `203.0.113.${10 + ++ipSeq}`
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${path}`, { headers: { 'x-forwarded-for': nextAddress(), ...headers } })

interface StaffEvent {
  seq: number
  hash: string
  prev_hash: string
  certificate_number: string
  to_status: string
}

/** The chain as staff read it, newest first. */
async function staffEvents(limit = 100): Promise<StaffEvent[]> {
  const { data, error } = await clients.admin
    .from('certificate_status_events')
    .select('seq, hash, prev_hash, certificate_number, to_status')
    .order('seq', { ascending: false })
    .limit(limit)
  if (error) throw new Error(`${error.code} ${error.message}`)
  return data as StaffEvent[]
}

/** The Atom feed parsed as XML: throws when it is not well-formed. */
function parseAtom(xml: string) {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml')
  if (doc.getElementsByTagName('parsererror').length) throw new Error(`not well-formed: ${xml}`)
  const root = doc.documentElement
  const child = (el: Element, name: string, ns = ATOM_NS) =>
    Array.from(el.children).find((c) => c.localName === name && c.namespaceURI === ns)
  const entries = Array.from(root.children)
    .filter((c) => c.localName === 'entry' && c.namespaceURI === ATOM_NS)
    .map((entry) => ({
      id: child(entry, 'id')?.textContent ?? '',
      title: child(entry, 'title')?.textContent ?? '',
      link: child(entry, 'link')?.getAttribute('href') ?? '',
      updated: child(entry, 'updated')?.textContent ?? '',
      content: child(entry, 'content')?.textContent ?? '',
      category: child(entry, 'category')?.getAttribute('term') ?? '',
      seq: Number(child(entry, 'seq', REG_NS)?.textContent),
      hash: child(entry, 'hash', REG_NS)?.textContent ?? '',
      prevHash: child(entry, 'prev_hash', REG_NS)?.textContent ?? '',
      number: child(entry, 'number', REG_NS)?.textContent ?? '',
      reason: child(entry, 'reason', REG_NS)?.textContent ?? null,
    }))
  return { root, child: (name: string, ns?: string) => child(root, name, ns), entries }
}

interface JsonItem {
  id: string
  url: string
  title: string
  content_text: string
  date_published: string
  _register: Record<string, unknown> & { seq: number; hash: string; prev_hash: string }
}
interface JsonFeed {
  version: string
  title: string
  feed_url: string
  home_page_url: string
  description: string
  language: string
  _register: {
    checkpoint: {
      event_count: number
      head_hash: string
      signed_at: string
      key_id: string
      signature: string
    } | null
  }
  items: JsonItem[]
}

async function jsonFeed(path = JSON_FEED): Promise<JsonFeed> {
  const res = await get(path)
  expect(res.status).toBe(200)
  return (await res.json()) as JsonFeed
}

beforeAll(async () => {
  dist = realRendererDist()
  t = await startBackend({ staticDir: dist.dir, trustProxy: 1 })
  service = t.service()
  clients = (await personas(t)) as typeof clients
  const { data, error } = await service
    .from('certified_companies')
    .insert({
      name: 'Umpan & Rantai',
      nib: '5555000022223',
      city: 'Surabaya',
      province: 'Jawa Timur',
      pjbu_name: 'Direktur Umpan',
      email: 'direksi@umpan-rantai.test',
      phone: '+62 31 5550 1234',
    })
    .select('id')
    .single()
  if (error) throw error
  company = (data as { id: string }).id
})
afterAll(async () => {
  await t?.stop()
  dist?.remove()
})

describe('the Atom feed', () => {
  it('is well-formed Atom 1.0 with the latest changes newest first, their chain position and hash as staff see them', async () => {
    const res = await get(ATOM)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    const feed = parseAtom(await res.text())
    expect(feed.root.localName).toBe('feed')
    expect(feed.root.namespaceURI).toBe(ATOM_NS)
    expect(feed.root.getAttribute('xml:lang')).toBe('id')
    expect(feed.child('id')?.textContent).toMatch(/^http.*\/layanan\/cek-sbu\/perubahan\.atom$/)
    expect(feed.child('title')?.textContent).toContain('Perubahan register SBU')
    expect(feed.child('subtitle')?.textContent).toContain('rantai hash')
    expect(feed.child('author')).toBeDefined()
    expect(feed.child('updated')?.textContent).toMatch(/^\d{4}-\d\d-\d\dT/)

    const staff = await staffEvents()
    expect(staff.length).toBeGreaterThan(0)
    expect(feed.entries.map((e) => [e.seq, e.hash, e.prevHash, e.number])).toEqual(
      staff.map((e) => [e.seq, e.hash, e.prev_hash, e.certificate_number]),
    )
    const [first] = feed.entries
    expect(first!.link).toMatch(new RegExp(`/verifikasi/${encodeURIComponent(first!.number)}$`))
    expect(first!.content).toContain(`Posisi rantai ${first!.seq}, hash ${first!.hash}`)
    // Every entry has what Atom requires.
    for (const entry of feed.entries) {
      expect(entry.id).not.toBe('')
      expect(entry.title).toContain(entry.number)
      expect(entry.updated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    }
    expect(new Set(feed.entries.map((e) => e.id)).size).toBe(feed.entries.length)
  })

  it('sends the news feed’s cache headers and answers a conditional request with 304', async () => {
    const res = await get(ATOM)
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=1, stale-while-revalidate=10',
    )
    const etag = res.headers.get('etag')
    expect(etag).toBeTruthy()
    expect(res.headers.get('last-modified')).toBeTruthy()
    const again = await get(ATOM, { 'if-none-match': etag! })
    expect(again.status).toBe(304)
  })

  it('moves any other query to the feed’s own address (one render per change, not per query)', async () => {
    const moved = async (path: string) => {
      const res = await fetch(`${t.url}${path}`, { redirect: 'manual' })
      return [res.status, res.headers.get('location')]
    }
    expect(await moved(`${ATOM}?x=1`)).toEqual([301, ATOM])
    expect(await moved(`${ATOM}?lng=EN&utm=feed`)).toEqual([301, `${ATOM}?lng=en`])
    expect(await moved(`${JSON_FEED}?lng=id`)).toEqual([301, JSON_FEED])
    expect((await get(`${JSON_FEED}?lng=en`)).status).toBe(200)
  })
})

describe('the JSON Feed', () => {
  it('is JSON Feed 1.1 with items in chain order, each linked to the one before it', async () => {
    const res = await get(JSON_FEED)
    expect(res.headers.get('content-type')).toBe('application/feed+json; charset=utf-8')
    const feed = (await res.json()) as JsonFeed
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1')
    expect(feed.feed_url).toMatch(/\/layanan\/cek-sbu\/perubahan\.json$/)
    expect(feed.home_page_url).toMatch(/\/layanan\/cek-sbu$/)
    expect(feed.language).toBe('id')
    expect(feed.description).toContain('/.well-known/jwks.json')
    const staff = await staffEvents()
    expect(feed.items.map((i) => [i._register.seq, i._register.hash])).toEqual(
      staff.map((e) => [e.seq, e.hash]),
    )
    for (let i = 0; i + 1 < feed.items.length; i++)
      expect(feed.items[i]!._register.prev_hash).toBe(feed.items[i + 1]!._register.hash)
    for (const item of feed.items) {
      expect(item.url).toContain('/verifikasi/')
      expect(item.date_published).toMatch(/Z$/)
      expect(item.content_text).not.toBe('')
    }
  })

  it('holds public facts only: never the actor, contact details or internal ids', async () => {
    const id = await newCertificate('SBU-FEED-2025-000001')
    await freeze(id, 'SBU-FEED-2025-000001')
    const feed = await jsonFeed()
    for (const item of feed.items)
      expect(Object.keys(item._register).sort()).toEqual([
        'change',
        'company',
        'from_status',
        'hash',
        'kind',
        'number',
        'on',
        'prev_hash',
        'reason',
        'recorded_at',
        'seq',
        'to_status',
      ])
    const atom = await (await get(ATOM)).text()
    for (const text of [JSON.stringify(feed), atom]) {
      expect(text).not.toContain(clients.accounts.editor!.email)
      expect(text).not.toContain('direksi@umpan-rantai.test')
      expect(text).not.toContain('5555000022223')
      expect(text).not.toContain(id)
      expect(text).not.toMatch(/actor|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)
    }
    // The RPC itself, as an anonymous visitor calls it.
    const { data, error } = await visitor().rpc('register_changes', { max_count: 5 })
    expect(error).toBeNull()
    const events = (data as { events: Record<string, unknown>[] }).events
    expect(events).toHaveLength(5)
    expect(Object.keys(events[0]!).sort()).toEqual([
      'company',
      'from_status',
      'hash',
      'kind',
      'number',
      'on',
      'prev_hash',
      'reason',
      'recorded_at',
      'seq',
      'to_status',
    ])
    expect(Object.keys(events[0]!.company as object).sort()).toEqual(['legal_form', 'name'])
  })
})

function visitor(ip = nextAddress()): SupabaseClient {
  return createClient(t.url, t.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { headers: { 'x-forwarded-for': ip } },
  })
}

async function newCertificate(number: string) {
  const { data, error } = await clients.editor
    .from('certificates')
    .insert({ number, company_id: company, issued_on: '2025-03-03' })
    .select('id')
    .single()
  if (error) throw new Error(`${error.code} ${error.message}`)
  return (data as { id: string }).id
}

const FROZEN = { id: 'Survailen tidak dilaksanakan.', en: 'Surveillance not carried out.' }

async function freeze(id: string, number: string) {
  const { error } = await clients.editor
    .from('certificates')
    .update({ status: 'dibekukan', status_reason: FROZEN, status_changed_on: '2025-09-15' })
    .eq('id', id)
  if (error) throw new Error(`${error.code} ${error.message}`)
  // The page cache is invalidated when the write commits; the next read renders anew.
  for (let i = 0; i < 40; i++) {
    const feed = await jsonFeed()
    if (feed.items[0]?._register.number === number) return
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('a change made by staff', () => {
  it('appears at the top of both feeds at once, with its public reason, in both languages', async () => {
    const number = 'SBU-FEED-2025-000002'
    const id = await newCertificate(number)
    await freeze(id, number)
    const [head] = await staffEvents(1)

    const json = await jsonFeed()
    expect(json.items[0]!._register).toMatchObject({
      seq: head!.seq,
      hash: head!.hash,
      number,
      kind: 'frozen',
      from_status: 'aktif',
      to_status: 'dibekukan',
      on: '2025-09-15',
      reason: FROZEN.id,
      company: { name: 'Umpan & Rantai', legal_form: 'PT' },
    })
    expect(json.items[0]!.title).toBe(`${number}: Dibekukan (PT Umpan & Rantai)`)
    expect(json.items[1]!._register).toMatchObject({ number, kind: 'issued', on: '2025-03-03' })

    const atom = parseAtom(await (await get(ATOM)).text())
    expect(atom.entries[0]).toMatchObject({
      seq: head!.seq,
      hash: head!.hash,
      number,
      category: 'frozen',
      reason: FROZEN.id,
      title: `${number}: Dibekukan (PT Umpan & Rantai)`,
    })
    expect(atom.entries[0]!.content).toContain('Dibekukan pada 15 September 2025.')

    const en = parseAtom(await (await get(`${ATOM}?lng=en`)).text())
    expect(en.root.getAttribute('xml:lang')).toBe('en')
    expect(en.child('title')?.textContent).toContain('SBU register changes')
    expect(en.child('subtitle')?.textContent).toContain('hash chain')
    expect(en.entries[0]).toMatchObject({
      seq: head!.seq,
      reason: FROZEN.en,
      title: `${number}: Suspended (PT Umpan & Rantai)`,
    })
    expect(en.entries[0]!.link).toMatch(new RegExp(`/verifikasi/${number}\\?lng=en$`))
    expect(en.entries[0]!.content).toContain('Suspended on 15 September 2025.')
    const enJson = await jsonFeed(`${JSON_FEED}?lng=en`)
    expect(enJson.language).toBe('en')
    expect(enJson.feed_url).toMatch(/perubahan\.json\?lng=en$/)
    expect(enJson.items[0]!._register.reason).toBe(FROZEN.en)
  })

  it('carries the latest signed checkpoint, which verifies with the published key and names an entry’s hash', async () => {
    const checkpoint = await signCheckpoint(
      apiStore(t.url, t.serviceRoleKey),
      t.backend.registerKey,
    )
    let feed = await jsonFeed()
    for (
      let i = 0;
      i < 40 && feed._register.checkpoint?.event_count !== checkpoint.event_count;
      i++
    ) {
      await new Promise((r) => setTimeout(r, 50))
      feed = await jsonFeed()
    }
    const published = feed._register.checkpoint!
    expect(published).toMatchObject({
      event_count: checkpoint.event_count,
      head_hash: checkpoint.head_hash,
      key_id: checkpoint.key_id,
      signature: checkpoint.signature,
    })
    const { keys } = (await (await fetch(`${t.url}/.well-known/jwks.json`)).json()) as {
      keys: { kid: string; kty: 'OKP'; crv: 'Ed25519'; x: string }[]
    }
    const key = keys.find((k) => k.kid === published.key_id)!
    expect(verifySignature(key, checkpointCanonical(published), published.signature)).toBe(true)
    expect(
      verifySignature(
        key,
        checkpointCanonical({ ...published, head_hash: '0'.repeat(64) }),
        published.signature,
      ),
    ).toBe(false)
    const entry = feed.items.find((i) => i._register.seq === published.event_count)
    expect(entry?._register.hash).toBe(published.head_hash)

    const atom = parseAtom(await (await get(ATOM)).text())
    expect(atom.child('checkpoint', REG_NS)?.getAttribute('signature')).toBe(published.signature)
  })
})

describe('the Cek SBU page', () => {
  it('links both feeds for feed readers and visibly, in Indonesian and English', async () => {
    for (const [path, suffix, label] of [
      ['/layanan/cek-sbu', '', 'Ikuti perubahan register:'],
      ['/layanan/cek-sbu?lng=en', '?lng=en', "Follow the register's changes:"],
    ] as const) {
      const res = await get(path)
      expect(res.status).toBe(200)
      const doc = new JSDOM(await res.text()).window.document
      const alternate = (type: string) =>
        doc.querySelector(`link[rel="alternate"][type="${type}"]`)?.getAttribute('href')
      expect(alternate('application/atom+xml')?.endsWith(`${ATOM}${suffix}`)).toBe(true)
      expect(alternate('application/feed+json')?.endsWith(`${JSON_FEED}${suffix}`)).toBe(true)
      const main = doc.querySelector('main') ?? doc.body
      expect(main.textContent).toContain(label)
      const visible = Array.from(main.querySelectorAll('a')).map((a) => a.getAttribute('href'))
      expect(visible.some((href) => href?.endsWith(`${ATOM}${suffix}`))).toBe(true)
      expect(visible.some((href) => href?.endsWith(`${JSON_FEED}${suffix}`))).toBe(true)
    }
  })
})

describe('the RPC', () => {
  it('is counted like a register lookup when called directly', async () => {
    const client = visitor('198.51.100.77')
    let refused: string | undefined
    for (let i = 0; i < 61 && !refused; i++) {
      const { error } = await client.rpc('register_changes', { max_count: 1 })
      refused = error?.code
    }
    expect(refused).toBe('PT429')
  })
})
