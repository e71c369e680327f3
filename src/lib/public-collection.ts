import type { PostgrestError } from '@supabase/postgrest-js'
import { queryOptions, useQuery } from '@tanstack/react-query'

import { useCollectionErrorToast } from './collection-error-toast'
import { getPublicClient, type PublicClient } from './public-client'
import { tableKeys } from './query-keys'

/** A PostgREST request for rows (a `select` with its filters and order), not yet sent. */
interface RowsRequest<Row> extends PromiseLike<{
  data: Row[] | null
  error: PostgrestError | null
}> {
  abortSignal(signal: AbortSignal): this
}

/**
 * What a public page reads from one table ("published rows in order"): the request sent with
 * the public client, its query options under `tableKeys(table).publicList()`, and a hook that
 * toasts a failed read (docs/product.md#toasts). `shape` adjusts the rows once loaded.
 */
export function publicCollection<Row, Result = Row[]>(
  table: string,
  request: (client: PublicClient) => RowsRequest<Row>,
  shape: (rows: Row[]) => Result = (rows) => rows as Result,
) {
  const fetchRows = async (signal?: AbortSignal): Promise<Result> => {
    const query = request(await getPublicClient())
    const { data, error } = await (signal ? query.abortSignal(signal) : query)
    if (error) throw error
    return shape(data ?? [])
  }
  const options = () =>
    queryOptions({
      queryKey: tableKeys(table).publicList(),
      queryFn: ({ signal }) => fetchRows(signal),
    })
  function useRows() {
    const query = useQuery(options())
    useCollectionErrorToast(table, query.error)
    return query
  }
  return { queryOptions: options, useRows }
}
