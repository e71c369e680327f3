/**
 * The page cache on its own (supabase/local/ssr/page-cache.ts): one render shared by the
 * requests that wait for it, nothing stored from before an invalidation, validators that stay
 * for unchanged content and move for changed content, memory bound, background revalidation
 * and scheduled changes. tests/api/server-page-cache.test.ts drives it through the server.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  PageCache,
  type PageCacheOptions,
  type PageSource,
} from '../../supabase/local/ssr/page-cache'

const caches: PageCache[] = []
function cacheWith(options: PageCacheOptions = {}) {
  const cache = new PageCache(options)
  caches.push(cache)
  return cache
}
afterEach(() => {
  caches.splice(0).forEach((cache) => cache.close())
  vi.useRealTimers()
})

const source = (html: string, cacheable = true): PageSource => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  html,
  cacheable,
})

/** A render that reads `html()` when it starts and ends when the test says, counting calls. */
function controlledRender(html: () => string) {
  const finish: (() => void)[] = []
  const render = vi.fn(() => {
    const read = html()
    return new Promise<PageSource>((resolve) => finish.push(() => resolve(source(read))))
  })
  return {
    render,
    finishAll: () => finish.splice(0).forEach((f) => f()),
    /** Newest first. */
    finishLastFirst: () =>
      finish
        .splice(0)
        .reverse()
        .forEach((f) => f()),
  }
}

describe('PageCache', () => {
  it('renders once for all the requests that arrive meanwhile, then serves from memory', async () => {
    const cache = cacheWith()
    const { render, finishAll } = controlledRender(() => '<p>home</p>')
    const waiting = [cache.get('id /', render), cache.get('id /', render)]
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(1))
    finishAll()
    const [a, b] = await Promise.all(waiting)
    expect(a!.body.toString()).toBe('<p>home</p>')
    expect(b).toBe(a)
    expect(await cache.get('id /', render)).toBe(a)
    expect(render).toHaveBeenCalledTimes(1)
    expect(cache.stats).toMatchObject({ renders: 1, hits: 1 })
    // Another key is another page.
    await cache.get('en /', async () => source('<p>en</p>'))
    expect(cache.size.pages).toBe(2)
  })

  it('never stores a render that was under way when content changed, nor lets later requests join it', async () => {
    const cache = cacheWith()
    let version = 'old'
    const { render, finishLastFirst } = controlledRender(() => `<p>${version}</p>`)
    const before = cache.get('id /', render)
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(1))
    version = 'new'
    cache.invalidate('test write')
    const after = cache.get('id /', render)
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2))
    // The older render ends last: its page goes to the request that waited for it only.
    finishLastFirst()
    expect((await after)!.body.toString()).toBe('<p>new</p>')
    expect((await before)!.body.toString()).toBe('<p>old</p>')
    const next = vi.fn(async () => source('<p>third</p>'))
    expect((await cache.get('id /', next))!.body.toString()).toBe('<p>new</p>')
    expect(next).not.toHaveBeenCalled()
  })

  it('serves nothing stored before an invalidation', async () => {
    const cache = cacheWith()
    await cache.get('id /', async () => source('<p>v1</p>'))
    cache.invalidate('test write')
    expect((await cache.get('id /', async () => source('<p>v2</p>')))!.body.toString()).toBe(
      '<p>v2</p>',
    )
  })

  it('keeps ETag and Last-Modified for unchanged content; changed content gets new ones', async () => {
    const cache = cacheWith()
    const first = (await cache.get('id /', async () => source('<p>same</p>')))!
    expect(first.etag).toMatch(/^W\/"[\w-]{27}"$/)
    expect(first.lastModified % 1000).toBe(0)
    cache.invalidate('write elsewhere')
    const same = (await cache.get('id /', async () => source('<p>same</p>')))!
    expect(same.etag).toBe(first.etag)
    expect(same.lastModified).toBe(first.lastModified)
    cache.invalidate('edit')
    const changed = (await cache.get('id /', async () => source('<p>changed</p>')))!
    expect(changed.etag).not.toBe(first.etag)
    // Within the same second too: a client holding the old Last-Modified must not get a 304.
    expect(changed.lastModified).toBeGreaterThan(first.lastModified)
    // Status and headers are part of the content.
    cache.invalidate('edit')
    const gone = (await cache.get('id /', async () => ({
      ...source('<p>changed</p>'),
      status: 404,
    })))!
    expect(gone.etag).not.toBe(changed.etag)
  })

  it('stores compressed bodies and keeps within its memory bound, least recently used out first', async () => {
    const html = (n: number) => `<p>${n}</p>${'x'.repeat(3000)}`
    const cache = cacheWith({ maxBytes: 4000 })
    const a = (await cache.get('a', async () => source(html(1))))!
    expect(a.gzip!.length).toBeLessThan(a.body.length)
    expect(a.br!.length).toBeLessThan(a.body.length)
    expect(cache.size.pages).toBe(1)
    await cache.get('b', async () => source(html(2)))
    expect(cache.size.pages).toBe(1)
    expect(cache.size.bytes).toBeLessThanOrEqual(4000)
    const again = vi.fn(async () => source(html(1)))
    await cache.get('a', again)
    expect(again).toHaveBeenCalledTimes(1)
  })

  it('stores nothing with no memory, nor pages marked not cacheable', async () => {
    const none = cacheWith({ maxBytes: 0 })
    const render = vi.fn(async () => source('<p>x</p>'))
    await none.get('id /', render)
    await none.get('id /', render)
    expect(render).toHaveBeenCalledTimes(2)

    const cache = cacheWith()
    const incomplete = vi.fn(async () => source('<p>partial</p>', false))
    expect((await cache.get('id /', incomplete))!.cacheable).toBe(false)
    await cache.get('id /', incomplete)
    expect(incomplete).toHaveBeenCalledTimes(2)
  })

  it('re-renders a page past its TTL in the background, serving the stored one meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const cache = cacheWith({ ttlMs: 1000 })
    await cache.get('id /', async () => source('<p>v1</p>'))
    vi.setSystemTime(Date.now() + 1500)
    const { render, finishAll } = controlledRender(() => '<p>v2</p>')
    expect((await cache.get('id /', render))!.body.toString()).toBe('<p>v1</p>')
    expect(render).toHaveBeenCalledTimes(1)
    finishAll()
    await vi.waitFor(async () =>
      expect((await cache.get('id /', render))!.body.toString()).toBe('<p>v2</p>'),
    )
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('invalidates at the next scheduled change it is told, and asks again after every change', async () => {
    // The cache never waits past the next full hour (the test below): within a minute of one,
    // that is the change it keeps.
    const capped = (t: number) => Math.min(t, Math.ceil(Date.now() / 3_600_000) * 3_600_000)
    // Far enough ahead that the page below is stored before it, on a loaded machine too.
    let at = Date.now() + 800
    const nextChange = vi.fn(async () => at)
    const cache = cacheWith({ nextChange })
    await vi.waitFor(() => expect(cache.nextScheduledChange).toBe(capped(at)))
    await cache.get('id /', async () => source('<p>before</p>'))
    const invalidations = cache.stats.invalidations
    at = Date.now() + 60_000
    await vi.waitFor(() => expect(cache.stats.invalidations).toBe(invalidations + 1), {
      timeout: 5000,
    })
    expect((await cache.get('id /', async () => source('<p>after</p>')))!.body.toString()).toBe(
      '<p>after</p>',
    )
    await vi.waitFor(() => expect(cache.nextScheduledChange).toBe(capped(at)))
    expect(nextChange).toHaveBeenCalledTimes(2)
  })

  it('never keeps a page past the next full hour or local midnight (pages show dates)', async () => {
    const cache = cacheWith({ nextChange: async () => null })
    await vi.waitFor(() => expect(cache.nextScheduledChange).not.toBeNull())
    const now = Date.now()
    expect(cache.nextScheduledChange!).toBeGreaterThan(now)
    expect(cache.nextScheduledChange!).toBeLessThanOrEqual(Math.ceil(now / 3_600_000) * 3_600_000)
  })
})
