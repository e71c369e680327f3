import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query'
import {
  type ComponentType,
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useState,
} from 'react'

import type { Posted } from '@/features/submissions/posted'

import { ISLAND_TAG, type IslandName } from './islands'

export { ISLAND_TAG }

/**
 * Given by the server renderer (src/entry-server.tsx): it collects the hash of every query an
 * island reads, and the page's state carries only those. The rest of the page's data is in its
 * HTML already, and no script reads it again (docs/decisions/018).
 */
export const IslandQueries = createContext<Set<string> | null>(null)

/**
 * A form the server handled without the page's script (src/app/form-posts.ts): the island of
 * that name gets it as its `posted` prop, so it renders the state on the server and keeps it
 * when its script takes over (the prop travels in `data-props` like any other).
 */
export const PostedForm = createContext<{ island: IslandName; posted: Posted } | null>(null)

/**
 * A component that works in the browser on a server-rendered page (docs/decisions/010). The
 * server renders it as usual, inside `<lsbu-island data-island="name" data-props="…">`; the
 * browser's island runtime (src/main.tsx) loads its module and renders it there again, with
 * the same props (so they must be JSON) and the queries it read on the server.
 */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>) {
  function Island(props: P) {
    const record = useContext(IslandQueries)
    const form = useContext(PostedForm)
    if (form?.island === name) props = { ...props, posted: form.posted }
    const content = createElement(Component, props)
    return createElement(
      ISLAND_TAG,
      { 'data-island': name, 'data-props': JSON.stringify(props) },
      record ? createElement(RecordQueries, { record }, content) : content,
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}

/**
 * The island's subtree reads the page's query cache through a client of its own that notes each
 * query's hash: `useQuery` and its kin resolve their options through `defaultQueryOptions`.
 */
function RecordQueries({ record, children }: { record: Set<string>; children?: ReactNode }) {
  const page = useQueryClient()
  const [client] = useState(() => recordingClient(page, record))
  return createElement(QueryClientProvider, { client }, children)
}

/** A client over `page`'s caches that adds the hash of every query it resolves to `record`. */
function recordingClient(page: QueryClient, record: Set<string>): QueryClient {
  const client = new QueryClient({
    queryCache: page.getQueryCache(),
    mutationCache: page.getMutationCache(),
    defaultOptions: page.getDefaultOptions(),
  })
  const defaults = client.defaultQueryOptions.bind(client)
  client.defaultQueryOptions = ((options) => {
    const defaulted = defaults(options)
    record.add(defaulted.queryHash)
    return defaulted
  }) as typeof client.defaultQueryOptions
  return client
}
