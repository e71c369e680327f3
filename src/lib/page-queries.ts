import type { EnsureQueryDataOptions } from '@tanstack/react-query'
import type { Params } from 'react-router-dom'

import type { Language } from '@/config/constants'

/** What a page's data depends on: its address and the visitor's language. */
export interface PageQueryContext {
  params: Params
  search: URLSearchParams
  language: Language
}

/** One query a page reads, as its `queryOptions(...)` give it (each of its own data and key). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of differently typed queries
export type PageQuery = EnsureQueryDataOptions<any, any, any, any>

/**
 * The queries a page (or the layout around it) reads while it renders, declared beside it: the
 * server renderer (src/entry-server.tsx) loads them all before it renders the page, once. A
 * query the page reads that is missing here is rendered without its data (and the page is not
 * kept in the page cache); tests/api/server-one-pass.test.ts finds it.
 */
export type PageQueries = (context: PageQueryContext) => PageQuery[]
