/**
 * The HTML document of a server-rendered page: index.html with the runtime config, its
 * stylesheets inlined and its scripts deferred (the page shell), and the renderer's page put
 * into it.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { injectEnv, type SiteEnv } from '../runtime-env'
import type { RenderedPage } from './renderer'

/**
 * index.html for rendered pages, its stylesheets inlined: the page paints as soon as the HTML
 * is in, instead of waiting for the CSS while it shares the connection with the JavaScript.
 * Null when the build has no index.html.
 */
export async function readPageShell(root: string, site: SiteEnv): Promise<string | null> {
  const shell = await readFile(join(root, 'index.html'), 'utf8').catch(() => null)
  if (shell === null) return null
  let html = injectEnv(shell, site)
  for (const link of html.match(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/g) ??
    []) {
    const href = /href="\/assets\/([^"]+\.css)"/.exec(link)?.[1]
    const css = href ? await readFile(join(root, 'assets', href), 'utf8').catch(() => null) : null
    if (css && !css.includes('</style')) html = html.replace(link, () => `<style>${css}</style>`)
  }
  return deferScripts(html)
}

/** Puts a rendered page into the page shell: language, head elements, markup and hydration state. */
export function composePage(shell: string, page: RenderedPage): string {
  let html = shell.replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
  // index.html's "this site needs JavaScript": a rendered page is readable without it.
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
  if (page.head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '')
  if (page.head.includes('name="description"'))
    html = html.replace(/<meta\s+name="description"[^>]*>/, '')
  // Replacer functions: page text may contain `$&`-style patterns a replacement string would expand.
  return html
    .replace('</head>', () => `${page.head}${page.state}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`)
}

/** Longest wait for the page's `load` (a slow image or map embed) before the scripts load anyway. */
const SCRIPT_WAIT_MAX_MS = 2000

/**
 * A rendered page is complete without JavaScript (text, images, links): its scripts load once
 * the page has loaded and painted (at most SCRIPT_WAIT_MAX_MS after the HTML), so they never
 * compete with what the visitor sees first. The module script and its preloads are taken out of
 * index.html and added by a small inline script.
 */
function deferScripts(html: string): string {
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
    `<script>(function(){function go(){var d=document;${JSON.stringify(preloads)}.forEach(function(h){` +
    `var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};d.head.appendChild(s)}` +
    `var done=false;function after(){if(done)return;done=true;requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `setTimeout(after,${SCRIPT_WAIT_MAX_MS});` +
    `if(document.readyState==='complete')after();else addEventListener('load',after)})()</script>`
  return html.replace('</body>', () => `${loader}</body>`)
}
