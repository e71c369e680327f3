import { queryOptions } from '@tanstack/react-query'

import { getPublicClient } from '@/lib/public-client'

import type { TenderFit, TenderFitInput } from '../lib/tender-fit'
import { registerKeys } from './keys'

/** `check_tender_fit`: whether the certificate covers a subclass at a qualification on a day. */
export const tenderFitQuery = (number: string, input: TenderFitInput) =>
  queryOptions({
    queryKey: [...registerKeys.all, 'tender-fit', number, input] as const,
    queryFn: async ({ signal }): Promise<TenderFit | null> => {
      const { data, error } = await (
        await getPublicClient()
      )
        .rpc('check_tender_fit', { number, ...input })
        .abortSignal(signal)
      if (error) throw error
      return (data as unknown as TenderFit | null) ?? null
    },
    retry: false,
    // A refusal (an unknown code) is the answer to render, on the server too: not refetched.
    retryOnMount: false,
  })
