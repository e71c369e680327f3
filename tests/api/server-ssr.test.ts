/**
 * The static handler's use of the server renderer (`<dist>/.ssr/entry-server.js`): composing the
 * page into index.html, redirects, staff pages (staff.html), failures and slowness falling back to the SPA
 * shell, and the renderer's files never being served. A stand-in renderer module plays
 * src/entry-server.tsx's contract here; the real one is exercised end to end by
 * tests/e2e/public-ssr.spec.ts on the built site.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { composePage } from '../../supabase/local/ssr/document'
import { restFixtureDir } from './fixtures/rest/setup'
import { startBackend, type TestBackend } from './helpers'

const SHELL = `<!doctype html>
<html lang="id">
  <head>
    <meta name="description" content="generic" />
    <title>LSBU</title>
    <script type="module" crossorigin src="/assets/entry-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/app-1.css">
  </head>
  <body><noscript>This site needs JavaScript.</noscript><div id="root"></div></body>
</html>`

const STAFF_SHELL = `<!doctype html>
<html lang="id">
  <head><title>LSBU - Admin</title><script type="module" crossorigin src="/assets/staff-1.js"></script></head>
  <body><div id="root"></div></body>
</html>`

const RENDERER = `
export async function render(request) {
  const url = new URL(request.url)
  if (/^\\/(admin|auth)(\\/|$)/.test(url.pathname)) return { kind: 'skip' }
  if (url.pathname === '/old') return { kind: 'redirect', status: 302, location: '/new' }
  if (url.pathname === '/broken') throw new Error('render failed')
  if (url.pathname === '/slow') return new Promise(() => {})
  const res = await fetch(request.supabaseUrl + '/auth/v1/settings', { headers: { apikey: request.supabaseAnonKey } })
  return {
    kind: 'page',
    status: url.pathname === '/missing' ? 404 : 200,
    language: (request.cookie ?? '').includes('i18next=en') ? 'en' : 'id',
    head: '<title>Page</title><meta name="description" content="specific"/>',
    body: '<main><h1 class="title">Rendered ' + url.pathname + ' api:' + res.status + '</h1></main>',
    state: '<script id="lsbu-ssr" type="application/json">{}</script>',
  }
}
`

let dist: string
let tb: TestBackend

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lsbu-ssr-dist-'))
  writeFileSync(join(dist, 'index.html'), SHELL)
  writeFileSync(join(dist, 'staff.html'), STAFF_SHELL)
  mkdirSync(join(dist, '.ssr'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(
    join(dist, 'assets', 'app-1.css'),
    'body{color:red}.title{font-weight:700}.unused{color:blue}',
  )
  writeFileSync(join(dist, '.ssr', 'entry-server.js'), RENDERER)
  tb = await startBackend({ migrationsDir: restFixtureDir, seedFile: null, staticDir: dist })
})
afterAll(async () => {
  await tb?.stop()
  rmSync(dist, { recursive: true, force: true })
})

describe('server-rendered pages', () => {
  it("compose the renderer's page into index.html: language, head, markup, state", async () => {
    const res = await fetch(`${tb.url}/profil/tentang`, { headers: { cookie: 'i18next=en' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('vary')).toContain('Cookie')
    const html = await res.text()
    expect(html).toContain('<html lang="en">')
    // The page's title and description replace index.html's, not add to them.
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<title>Page</title>')
    expect(html).not.toContain('content="generic"')
    // The renderer reached this backend's API over loopback with the anon key.
    expect(html).toContain(
      '<div id="root"><main><h1 class="A">Rendered /profil/tentang api:200</h1></main></div>',
    )
    expect(html).toContain('<script id="lsbu-ssr"')
    // The runtime config is still injected for the browser.
    expect(html).toContain('<script id="lsbu-env"')
  })

  it("inline the stylesheet's rules the page uses and load the scripts after the page has loaded and painted", async () => {
    const html = await (await fetch(`${tb.url}/profil/tentang`)).text()
    // With the page's short class names (page-css.ts compactPage): `title` is its first.
    expect(html).toContain('<style>body{color:red}.A{font-weight:700}</style>')
    // Readable without JavaScript: no "this site needs JavaScript" banner.
    expect(html).not.toContain('<noscript>')
    expect(html).not.toContain('rel="stylesheet"')
    expect(html).not.toContain('<script type="module"')
    expect(html).not.toContain('<link rel="modulepreload"')
    const loader = /<script>(\(function\(\)\{.*?)<\/script><\/body>/s.exec(html)?.[1] ?? ''
    // The inline loader adds the preloads and the module script once the page has loaded…
    const loading = runLoader(loader, 'loading')
    expect(loading.added()).toEqual([])
    loading.fire('load')
    // The whole stylesheet first (the page carries only its own rules; islands may need more).
    expect(loading.added()).toEqual([
      'stylesheet /assets/app-1.css',
      'modulepreload /assets/react-1.js',
      'module /assets/entry-1.js',
    ])
    loading.advance(2000)
    expect(loading.added()).toHaveLength(3) // once only
    // …or 2 s after the HTML when something holds `load` back…
    const heldBack = runLoader(loader, 'interactive')
    heldBack.advance(1999)
    expect(heldBack.added()).toEqual([])
    heldBack.advance(1)
    expect(heldBack.added()).toHaveLength(3)
    // …or at once when the page had loaded before the script ran.
    expect(runLoader(loader, 'complete').added()).toHaveLength(3)

    // Where the browser reports paint timing, after both `load` and the first contentful paint
    // (a frame callback runs before its frame reaches the screen), in either order.
    const timed = runLoader(loader, 'loading', { paintTiming: true })
    timed.fire('load')
    expect(timed.added()).toEqual([])
    timed.paint('first-paint')
    expect(timed.added()).toEqual([])
    timed.paint('first-contentful-paint')
    expect(timed.added()).toHaveLength(3)
    const paintedFirst = runLoader(loader, 'loading', { paintTiming: true })
    paintedFirst.paint('first-contentful-paint')
    expect(paintedFirst.added()).toEqual([])
    paintedFirst.fire('load')
    expect(paintedFirst.added()).toHaveLength(3)
    const neverPainted = runLoader(loader, 'complete', { paintTiming: true })
    neverPainted.advance(1999)
    expect(neverPainted.added()).toEqual([])
    neverPainted.advance(1)
    expect(neverPainted.added()).toHaveLength(3)

    // The SPA shell (a failed render) is index.html as built.
    const shell = await (await fetch(`${tb.url}/broken`)).text()
    expect(shell).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css">')
    expect(shell).toContain('<script type="module" crossorigin src="/assets/entry-1.js"></script>')
  })

  it('send staff.html, with the runtime config, for the staff paths; neither file by its name', async () => {
    for (const path of ['/admin', '/admin/news/edit/1', '/auth/login']) {
      const res = await fetch(`${tb.url}${path}`)
      expect(res.status, path).toBe(200)
      const html = await res.text()
      expect(html, path).toContain('<script type="module" crossorigin src="/assets/staff-1.js">')
      expect(html, path).toContain('<script id="lsbu-env"')
    }
    // `/administrasi` is not a staff path; `/staff.html` and `/index.html` are pages (rendered).
    for (const path of ['/administrasi', '/staff.html', '/index.html']) {
      const html = await (await fetch(`${tb.url}${path}`)).text()
      expect(html, path).toContain(`Rendered ${path} api:200`)
    }
  })

  it('pass on the status and redirects the renderer decides', async () => {
    expect((await fetch(`${tb.url}/missing`)).status).toBe(404)
    const moved = await fetch(`${tb.url}/old`, { redirect: 'manual' })
    expect(moved.status).toBe(302)
    expect(moved.headers.get('location')).toBe('/new')
  })

  it('fall back to the SPA shell for a failing and a slow render', async () => {
    for (const path of ['/broken', '/slow']) {
      const res = await fetch(`${tb.url}${path}`)
      expect(res.status, path).toBe(200)
      const html = await res.text()
      expect(html, path).toContain('<div id="root"></div>')
      expect(html, path).toContain('<script type="module" crossorigin src="/assets/entry-1.js">')
      expect(html, path).toContain('<title>LSBU</title>')
    }
  }, 15_000)

  it("never serve the renderer's files or other dot-folders", async () => {
    expect((await fetch(`${tb.url}/.ssr/entry-server.js`)).status).toBe(404)
    expect((await fetch(`${tb.url}/.vite/manifest.json`)).status).toBe(404)
    expect((await fetch(`${tb.url}/assets/../.ssr/entry-server.js`)).status).toBe(404)
  })
})

describe('composePage', () => {
  it('keeps index.html as it is where the page has no title or description', () => {
    const html = composePage(
      { html: SHELL, styles: null },
      {
        kind: 'page',
        status: 200,
        language: 'id',
        head: '',
        body: '<p>x</p>',
        state: '',
      },
    )
    expect(html).toContain('<title>LSBU</title>')
    expect(html).toContain('content="generic"')
    expect(html).toContain('<div id="root"><p>x</p></div>')
  })

  it('inserts page text literally, whatever `$` patterns it contains', () => {
    const html = composePage(
      { html: SHELL, styles: null },
      {
        kind: 'page',
        status: 200,
        language: 'id',
        head: "<title>Biaya $' dan $&</title>",
        body: '<p>Rp $1 $` $$</p>',
        state: '',
      },
    )
    expect(html).toContain("<title>Biaya $' dan $&</title>")
    expect(html).toContain('<div id="root"><p>Rp $1 $` $$</p></div>')
  })
})

/**
 * Runs the page's inline loader against a stand-in document with fake timers: `added()` lists
 * what it appended to <head>, `fire('load')` dispatches the window event, `advance(ms)` runs the
 * timers (and animation frames) due by then. With `paintTiming`, the browser has paint timing
 * entries (PerformanceObserver) and `paint(name)` reports one.
 */
function runLoader(
  source: string,
  readyState: DocumentReadyState,
  { paintTiming = false }: { paintTiming?: boolean } = {},
) {
  const appended: string[] = []
  const listeners: Record<string, () => void> = {}
  let now = 0
  let timers: { at: number; run: () => void }[] = []
  const later = (run: () => void, ms = 0) => void timers.push({ at: now + ms, run })
  const flush = () => {
    for (
      let due = timers.filter((t) => t.at <= now);
      due.length;
      due = timers.filter((t) => t.at <= now)
    ) {
      timers = timers.filter((t) => !due.includes(t))
      for (const timer of due) timer.run()
    }
  }
  const document = {
    readyState,
    head: {
      appendChild: (el: { rel?: string; type?: string; href?: string; src?: string }) =>
        appended.push(el.rel ? `${el.rel} ${el.href}` : `${el.type} ${el.src}`),
    },
    createElement: () => ({}),
  }
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = []
  class PerformanceObserver {
    static supportedEntryTypes = ['paint']
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe({ type }: { type: string }) {
      if (type === 'paint') observers.push(this.callback)
    }
  }
  runInNewContext(source, {
    document,
    ...(paintTiming ? { PerformanceObserver } : {}),
    setTimeout: later,
    requestAnimationFrame: (run: () => void) => later(run, 0),
    addEventListener: (type: string, run: () => void) => (listeners[type] = run),
  })
  flush()
  return {
    added: () => appended,
    fire: (type: string) => {
      listeners[type]?.()
      flush()
    },
    advance: (ms: number) => {
      now += ms
      flush()
    },
    paint: (name: string) => {
      for (const observer of observers)
        observer({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) })
      flush()
    },
  }
}
