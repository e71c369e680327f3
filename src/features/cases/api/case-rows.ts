import { queryOptions } from '@tanstack/react-query'

import type { CaseType } from '../schemas'
import { caseKeys } from './keys'

/** The key of a part of a case's detail (its notes, attachments, timeline). */
export const casePartKey = (type: CaseType, id: string, part: string) =>
  [...caseKeys(type).detail(id), part] as const

/**
 * A case's rows in a table of its own (notes, attachments): `select` reads them, filtered by
 * the case and ordered; a failure throws.
 */
export const caseRowsQueryOptions = <Row>(
  type: CaseType,
  id: string,
  part: string,
  select: (signal: AbortSignal) => PromiseLike<{ data: Row[] | null; error: unknown }>,
) =>
  queryOptions({
    queryKey: casePartKey(type, id, part),
    queryFn: async ({ signal }): Promise<Row[]> => {
      const { data, error } = await select(signal)
      if (error) throw error
      return data ?? []
    },
  })
