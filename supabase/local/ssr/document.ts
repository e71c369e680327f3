/**
 * The HTML document of a server-rendered page: index.html with the runtime config, its
 * stylesheets inlined as far as the page uses them and its scripts deferred (the page shell),
 * and the renderer's page put into it.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { injectEnv, type SiteEnv } from '../runtime-env'
import { compactPage, indexStyles, type StyleIndex } from './page-css'
import type { RenderedPage } from './renderer'

/** index.html prepared for rendered pages (readPageShell). */
export interface PageShell {
  /** The document, `<style data-page-css>` standing for the page's part of the stylesheets. */
  html: string
  /** The site's stylesheets, split into rules, for `compactPage`. */
  styles: StyleIndex | null
}

/** Where the page's part of the site's stylesheets goes in the shell. */
const PAGE_CSS = '<style data-page-css></style>'

/**
 * index.html for rendered pages. Its stylesheets are inlined — the page paints as soon as the
 * HTML is in, instead of waiting for the CSS — but only the rules the page's markup can use
 * (page-css.ts: ≈ 4 KB brotli instead of 12, so the whole document fits in the first round trip
 * of a new connection). The whole stylesheet loads with the scripts, after the first paint.
 * Null when the build has no index.html.
 */
export async function readPageShell(root: string, site: SiteEnv): Promise<PageShell | null> {
  const shell = await readFile(join(root, 'index.html'), 'utf8').catch(() => null)
  if (shell === null) return null
  let html = injectEnv(shell, site)
  const sheets: string[] = []
  const inlined: string[] = []
  for (const link of html.match(
    /<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>\s*/g,
  ) ?? []) {
    const href = /href="(\/assets\/[^"]+\.css)"/.exec(link)?.[1]
    const css = href ? await readFile(join(root, href), 'utf8').catch(() => null) : null
    if (!href || !css || css.includes('</style')) continue
    html = html.replace(link, () => (inlined.length ? '' : PAGE_CSS))
    // The whole stylesheet after the page's part: what islands render later is styled, and a
    // rule the page inlined is declared again in the build's order (a subset of the rules, say
    // the islands' own, loaded after the inlined ones would override later rules of the page,
    // e.g. `flex-col` over `lg:flex-row`).
    sheets.push(href)
    inlined.push(css)
  }
  return {
    html: deferScripts(html, sheets),
    styles: inlined.length ? indexStyles(inlined.join('\n')) : null,
  }
}

/** Puts a rendered page into the page shell: language, head elements, markup, styles and state. */
export function composePage(shell: PageShell, page: RenderedPage): string {
  let html = shell.html.replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
  // index.html's "this site needs JavaScript": a rendered page is readable without it.
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
  if (page.head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '')
  if (page.head.includes('name="description"'))
    html = html.replace(/<meta\s+name="description"[^>]*>/, '')
  const { css, html: body } = shell.styles
    ? compactPage(shell.styles, page.body)
    : { css: '', html: page.body }
  // Replacer functions: page text may contain `$&`-style patterns a replacement string would expand.
  return html
    .replace(PAGE_CSS, () => `<style>${css}</style>`)
    .replace('</head>', () => `${page.head}${page.state}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)
}

/** Longest wait for the page's `load` (a slow image or map embed) before the scripts load anyway. */
const SCRIPT_WAIT_MAX_MS = 2000

/**
 * A rendered page is complete without JavaScript (text, images, links): its scripts load once
 * the page has loaded (images included) and its first contentful paint is on screen (the
 * browser's `paint` timing entry, or the frame after `load` where there is none), at most
 * SCRIPT_WAIT_MAX_MS after the HTML, so they never compete with what the visitor sees first.
 * (Started from a frame callback, they began before that frame reached the screen: Lighthouse
 * then counted them as needed for the first paint, 0.1–0.3 s of simulated FCP on pages whose
 * first frame is slow to lay out, such as the register's results.) The module script and its
 * preloads are taken out of index.html and added by a small inline script, after the
 * stylesheet (`sheets`), which the island runtime waits for before it renders anything
 * (src/main.tsx).
 */
function deferScripts(html: string, sheets: string[]): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html)
  if (!entry) return html
  const preloads: string[] = []
  html = html
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
      preloads.push(href)
      return ''
    })
  const loader =
    `<script>(function(){function add(r,h){var l=document.createElement('link');l.rel=r;l.crossOrigin='';l.href=h;document.head.appendChild(l)}` +
    `var done=false,loaded=false,painted=false,P=typeof PerformanceObserver=='function'&&PerformanceObserver,timed=!!P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0;` +
    `function go(){if(done)return;done=true;${JSON.stringify(sheets)}.forEach(function(h){add('stylesheet',h)});` +
    `${JSON.stringify(preloads)}.forEach(function(h){add('modulepreload',h)});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};document.head.appendChild(s)}` +
    `function ready(){if(loaded&&painted)setTimeout(go,0)}` +
    `function paint(){painted=true;ready()}` +
    `function load(){loaded=true;if(timed)ready();else requestAnimationFrame(function(){setTimeout(paint,0)})}` +
    `if(timed)new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)paint()}).observe({type:'paint',buffered:true});` +
    `setTimeout(go,${SCRIPT_WAIT_MAX_MS});` +
    `if(document.readyState==='complete')load();else addEventListener('load',load)})()</script>`
  return html.replace('</body>', () => `${loader}</body>`)
}
