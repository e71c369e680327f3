import './index.css'

import { hydrate, type QueryClient } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import { type ComponentChild, render } from 'preact'
import { createRoot } from 'react-dom/client'

import { ISLAND_TAG } from '@/app/island'
import { isIslandName, islands } from '@/app/islands'
import { AppProviders } from '@/app/providers'
import { createI18n, i18nReady, loadRegisterStrings, storeLanguage } from '@/lib/i18n'
import { createQueryClient } from '@/lib/query-client'
import { readSsrState } from '@/lib/ssr-state'
import { mountToastOutletBeforeFirstToast } from '@/lib/toast'

/**
 * The public site's browser entry (index.html; the staff area is another build, src/staff.tsx).
 * A server-rendered page stays the server's HTML; only its islands run (docs/decisions/010):
 * each `<lsbu-island>` gets its component, rendered over the server's markup with the page's
 * language and query cache. `<html data-ready>` marks the end (tests wait for it).
 */
async function start(): Promise<void> {
  // A task of its own, after the module's evaluation.
  await nextTask()
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const ssr = readSsrState()
  if (!ssr) {
    // Not rendered by the server (npm run dev, or its plain shell): the browser renders it all.
    const { renderPublicApp } = await import('@/app/spa')
    return renderPublicApp(root)
  }
  const elements = [...root.querySelectorAll<HTMLElement>(ISLAND_TAG)]
  // The islands' modules and the language's strings load side by side.
  const modules = Promise.allSettled(
    elements.map((element) => {
      const name = element.dataset.island
      return isIslandName(name) ? islands[name].load() : Promise.reject(new Error(`${name}?`))
    }),
  )
  // The page's HTML carries only the rules its own markup uses; islands may render more (an open
  // menu, a dialog, an error): the whole stylesheet, added by the page's loader, comes first.
  const styled = stylesheetsLoaded()
  const i18n = createI18n({ language: ssr.language })
  storeLanguage(ssr.language)
  /** Whether an island of the page asks for `need` (its strings, the toast outlet). */
  const anyIsland = (need: 'registerStrings' | 'toasts') =>
    elements.some((element) => {
      const name = element.dataset.island
      return isIslandName(name) && need in islands[name]
    })
  const needsRegisterStrings = anyIsland('registerStrings')
  if (!(await i18nReady(i18n)) || (needsRegisterStrings && !(await loadRegisterStrings(i18n)))) {
    // The strings could not be loaded (the network failed): the page stays as the server sent
    // it (its links and content work) rather than show untranslated keys.
    console.error('The page stays static: its language strings could not be loaded.')
    return
  }
  const queryClient = createQueryClient()
  // The page's data is as fresh as the page: the server drops a stored page the moment its
  // content changes (docs/decisions/011). Dated now, it is not fetched again because the page
  // was rendered a while ago (every island with a list did, once the page was 30 s old).
  const now = Date.now()
  for (const query of ssr.queries.queries) query.state.dataUpdatedAt = now
  hydrate(queryClient, ssr.queries)

  const withToasts = anyIsland('toasts')
  const mountToaster = () => mountToastOutlet(queryClient, i18n)
  if (withToasts) mountToaster()
  else mountToastOutletBeforeFirstToast(mountToaster)

  // Every module first, then the islands, each in a task of its own: the main thread is free
  // between two (a tap is answered, the browser paints) instead of blocked for all of them.
  const loaded = await modules
  await styled
  for (const [index, element] of elements.entries()) {
    await nextTask()
    const module = loaded[index]
    if (module?.status !== 'fulfilled') {
      console.error(`Island ${element.dataset.island} stays static:`, module?.reason)
      continue
    }
    const Component = module.value as React.ComponentType<object>
    const props = JSON.parse(element.dataset.props ?? '{}') as object
    const vnode = (
      <AppProviders queryClient={queryClient} i18n={i18n} toaster={false}>
        <Component {...props} />
      </AppProviders>
    ) as ComponentChild & { __m?: [number, number] }
    // Preact numbers `useId` per render root, from P0-0: each island gets a series of its own
    // (P1-0, P2-0…) so that ids stay unique across the page. `__m` is Preact's mangled `_mask`,
    // which useId reads from the nearest vnode that has one (preact is pinned for this).
    vnode.__m = [index + 1, 0]
    // Preact's own render (the public build's React is Preact) diffs against the server's
    // markup: its nodes are kept and what differs is corrected. React's createRoot (and
    // preact/compat's) would empty the element first; hydrateRoot would trust it as it is.
    render(vnode, element)
  }
  document.documentElement.dataset.ready = 'true'
}

/** Resolves in a new task (after the browser has had a chance to handle input and paint). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Longest wait for the stylesheets (one that failed before this ran sends no event). */
const STYLESHEET_WAIT_MAX_MS = 3000

/** Resolves once every stylesheet link of the page has loaded, failed or taken too long. */
function stylesheetsLoaded(): Promise<unknown> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
  const pending = links.filter((link) => !link.sheet)
  if (pending.length === 0) return Promise.resolve()
  return Promise.race([
    Promise.all(
      pending.map(
        (link) =>
          new Promise((resolve) => {
            link.addEventListener('load', resolve, { once: true })
            link.addEventListener('error', resolve, { once: true })
          }),
      ),
    ),
    new Promise((resolve) => setTimeout(resolve, STYLESHEET_WAIT_MAX_MS)),
  ])
}

/** One toast outlet for the page's islands, at the end of the body. */
function mountToastOutlet(queryClient: QueryClient, i18n: I18n): void {
  const outlet = document.createElement('div')
  document.body.append(outlet)
  createRoot(outlet).render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      {null}
    </AppProviders>,
  )
}

void start()
