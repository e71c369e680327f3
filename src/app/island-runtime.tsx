import { hydrate, type QueryClient } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import { type ComponentChild, render } from 'preact'
import type { ComponentType } from 'react'
import { createRoot } from 'react-dom/client'

import { AppProviders } from '@/app/providers'
import { restoreValues, typedValues } from '@/app/typed-values'
import { createI18n, i18nReady, loadRegisterStrings } from '@/lib/i18n'
import { createQueryClient } from '@/lib/query-client'
import type { SsrState } from '@/lib/ssr-state'
import { mountToastOutletBeforeFirstToast } from '@/lib/toast'

export interface IslandRuntime {
  /**
   * Renders `Component` over the island's server markup. `index` is the island's place in the
   * page (its `useId` series).
   */
  mount: (element: HTMLElement, index: number, Component: ComponentType<object>) => void
}

/**
 * What the page's islands share once the first of them runs (src/main.tsx loads this chunk
 * then): the page's language and strings, its query cache and one toast outlet. Null when the
 * strings could not be loaded: the page stays as the server sent it (its links and content
 * work) rather than show untranslated keys.
 */
export async function startIslandRuntime(
  ssr: SsrState,
  needs: { registerStrings: boolean; toasts: boolean },
): Promise<IslandRuntime | null> {
  const i18n = createI18n({ language: ssr.language })
  if (!(await i18nReady(i18n)) || (needs.registerStrings && !(await loadRegisterStrings(i18n)))) {
    console.error('The page stays static: its language strings could not be loaded.')
    return null
  }
  const queryClient = createQueryClient()
  // The page's data is as fresh as the page: the server drops a stored page the moment its
  // content changes (docs/decisions/011). Dated now, it is not fetched again because the page
  // was rendered a while ago (every island with a list did, once the page was 30 s old).
  const now = Date.now()
  for (const query of ssr.queries.queries) query.state.dataUpdatedAt = now
  hydrate(queryClient, ssr.queries)

  const mountToaster = () => mountToastOutlet(queryClient, i18n)
  if (needs.toasts) mountToaster()
  else mountToastOutletBeforeFirstToast(mountToaster)

  return {
    mount(element, index, Component) {
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
      const typed = typedValues(element)
      render(vnode, element)
      restoreValues(element, typed)
    },
  }
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
