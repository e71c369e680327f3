import { createContext, type ReactNode, useContext, useState } from 'react'

const PageUrlContext = createContext<string | null>(null)

/** The server renderer's request URL, for `usePageUrl` (the browser reads the document's). */
export function PageUrlProvider({ url, children }: { url: string; children: ReactNode }) {
  return <PageUrlContext.Provider value={url}>{children}</PageUrlContext.Provider>
}

/**
 * The page's address: the request's on the server, the document's in the browser. Public
 * islands use it instead of React Router, which runs on the server only (docs/decisions/010).
 */
export function usePageUrl(): URL {
  const url = useContext(PageUrlContext)
  return new URL(url ?? window.location.href)
}

/** Whether a link to `url` is the current page (`end`: exactly; otherwise it or a page below). */
export function isCurrentPath(pathname: string, url: string, end = false): boolean {
  const path = url.replace(/\/+$/, '') || '/'
  const current = pathname.replace(/\/+$/, '') || '/'
  if (current === path) return true
  return !end && path !== '/' && current.startsWith(`${path}/`)
}

/**
 * Filters kept in the page's query string (`?q=…`): read from the page's URL; a change
 * replaces the address (history.replaceState), so a copied link and a reload keep them.
 */
export function useSearchParamsState(): [
  URLSearchParams,
  (changes: Record<string, string>) => void,
] {
  const url = usePageUrl()
  const [params, setParams] = useState(() => url.searchParams)
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value)
      else next.delete(key)
    }
    setParams(next)
    const search = next.toString()
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`,
    )
  }
  return [params, update]
}
