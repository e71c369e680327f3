import { queryOptions, useQuery } from '@tanstack/react-query'

import { getPublicClient } from '@/lib/public-client'
import type { TrackedSubmission } from '@/types/database'

import { submissionKeys } from './keys'

/**
 * The status of a submission by reference and the sender's email, or null when they do not
 * match (the database answers null alike for an unknown reference and a wrong email).
 */
export async function trackSubmission(
  { reference, email }: { reference: string; email: string },
  signal?: AbortSignal,
): Promise<TrackedSubmission | null> {
  let query = (await getPublicClient()).rpc('track_submission', { reference, email })
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return (data as TrackedSubmission | null) ?? null
}

export const trackSubmissionQuery = ({ reference, email }: { reference: string; email: string }) =>
  queryOptions({
    queryKey: submissionKeys.track(reference, email),
    queryFn: ({ signal }) => trackSubmission({ reference, email }, signal),
    staleTime: 0,
  })

/** Runs only once the visitor has submitted a lookup (`lookup` non-null). */
export function useTrackSubmissionQuery(lookup: { reference: string; email: string } | null) {
  return useQuery({
    ...trackSubmissionQuery(lookup ?? { reference: '', email: '' }),
    enabled: lookup !== null,
  })
}
