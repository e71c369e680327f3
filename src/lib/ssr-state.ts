import type { DehydratedState } from '@tanstack/react-query'

import type { Language } from '@/config/constants'

/** The script the server renderer (src/entry-server.tsx) leaves for hydration. */
export const SSR_STATE_ID = 'lsbu-ssr'

export interface SsrState {
  /** The language the page was rendered in. */
  language: Language
  /** TanStack Query's cache as the page was rendered. */
  queries: DehydratedState
}

/** The server-rendered page's state, or null for a page the browser renders itself. */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ID)
  if (!element?.textContent) return null
  try {
    return JSON.parse(element.textContent) as SsrState
  } catch {
    return null
  }
}
