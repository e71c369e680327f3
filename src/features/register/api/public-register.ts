import { queryOptions } from '@tanstack/react-query'

import { publicRoutes } from '@/config/routes'
import { getPublicClient } from '@/lib/public-client'

import type { CheckResult, DirectoryFilters, DirectoryPage, VerifiedCertificate } from '../types'
import { registerKeys } from './keys'

/** `check_certificate`: a number, a NIB or ≥ 3 characters of a company name. */
export const checkCertificateQuery = (query: string) =>
  queryOptions({
    queryKey: registerKeys.check(query),
    queryFn: async ({ signal }): Promise<CheckResult> => {
      const { data, error } = await (
        await getPublicClient()
      )
        .rpc('check_certificate', { query })
        .abortSignal(signal)
      if (error) throw error
      return data as unknown as CheckResult
    },
    retry: false,
  })

/**
 * `certificate_by_number`, or null. `meta.notFoundWhenNull` makes the server answer 404 when
 * the page's data is null; `meta.canonicalPath` moves a number typed with other separators
 * (`SBU KMN …`, `sbukmn…`) to the certificate's own address with a 301 (src/entry-server.tsx).
 */
export const certificateByNumberQuery = (number: string) =>
  queryOptions({
    queryKey: registerKeys.byNumber(number),
    queryFn: async ({ signal }): Promise<VerifiedCertificate | null> => {
      const { data, error } = await (
        await getPublicClient()
      )
        .rpc('certificate_by_number', { number })
        .abortSignal(signal)
      if (error) throw error
      return (data as unknown as VerifiedCertificate | null) ?? null
    },
    retry: false,
    meta: {
      notFoundWhenNull: true,
      canonicalPath: (data: VerifiedCertificate | null) =>
        data ? publicRoutes.verify(data.number) : null,
    },
  })

export const directoryQuery = (filters: DirectoryFilters, page: number) =>
  queryOptions({
    queryKey: registerKeys.directory(filters, page),
    queryFn: async ({ signal }): Promise<DirectoryPage> => {
      const { data, error } = await (
        await getPublicClient()
      )
        .rpc('directory', { filters: { ...filters }, page })
        .abortSignal(signal)
      if (error) throw error
      return data as unknown as DirectoryPage
    },
    retry: false,
  })
