import { type ComponentType, lazy, useSyncExternalStore } from 'react'

import type { PageQueries } from './page-queries'

/** A route module: its page is the `Component` export, the data it reads is `queries`. */
export interface PageModule {
  Component: ComponentType
  queries?: PageQueries
}

export type LazyPage = ComponentType & {
  /** Loads the module (once; a failed load is tried again next time). */
  preload: () => Promise<PageModule>
}

let pending = 0
const listeners = new Set<() => void>()

function changePending(delta: number) {
  pending += delta
  // Loads start while React renders: tell subscribers afterwards, not in the middle of it.
  queueMicrotask(() => listeners.forEach((listener) => listener()))
}

/**
 * A page that is its own chunk (React.lazy). `preload()` fetches it ahead of rendering: the
 * browser does so for a server-rendered page before hydrating, and once the module is in,
 * the page renders at once instead of suspending (React resolves a lazy component whose
 * thenable is already fulfilled synchronously).
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loading: Promise<PageModule> | undefined
  let loaded: PageModule | undefined

  const preload = () => {
    if (loaded) return Promise.resolve(loaded)
    if (!loading) {
      changePending(1)
      loading = load().then(
        (module) => {
          loaded = module
          changePending(-1)
          return module
        },
        (error: unknown) => {
          loading = undefined
          changePending(-1)
          throw error
        },
      )
    }
    return loading
  }

  const Page = lazy(() => {
    if (loaded) {
      const module = { default: loaded.Component }
      // A thenable that is already fulfilled: React.lazy takes it without suspending.
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<
        typeof module
      >
    }
    return preload().then((module) => ({ default: module.Component }))
  })
  return Object.assign(Page, { preload }) as unknown as LazyPage
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether a page module is loading (the route progress bar of the public site). */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  )
}
