import { type ComponentType, createElement } from 'react'

import type { IslandName } from './islands'

/** The element around an island in the server's HTML (`display: contents`, src/index.css). */
export const ISLAND_TAG = 'lsbu-island'

/**
 * A component that works in the browser on a server-rendered page (docs/decisions/010). The
 * server renders it as usual, inside `<lsbu-island data-island="name" data-props="…">`; the
 * browser's island runtime (src/main.tsx) loads its module and renders it there again, with
 * the same props (so they must be JSON) and the page's query cache.
 */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>) {
  function Island(props: P) {
    return createElement(
      ISLAND_TAG,
      { 'data-island': name, 'data-props': JSON.stringify(props) },
      createElement(Component, props),
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}
