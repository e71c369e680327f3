import { useMutation, useQueryClient } from '@tanstack/react-query'

import { getPublicClient, type PublicClient } from '@/lib/public-client'

import { SubmissionError, toSubmissionFailure } from '../lib/submission-error'
import { type SubmissionKind, withoutEmpty } from '../limits'
import type { AppealValues, ComplaintValues, ContactValues } from '../schemas'
import { submissionKeys } from './keys'

/** What each kind's form sends. */
export interface SubmissionValues {
  complaint: ComplaintValues
  appeal: AppealValues
  contact: ContactValues
}

/**
 * Sends a public form through its RPC (`submit_complaint`, `submit_appeal`, `submit_contact`)
 * with the public client: the island's, or the server's for a form posted without the page's
 * script (src/app/form-posts.ts). Resolves to the reference number or throws SubmissionError.
 */
export async function submitForm<K extends SubmissionKind>(
  client: PublicClient,
  kind: K,
  values: SubmissionValues[K],
): Promise<string> {
  const { data, error, status } = await client.rpc(
    `submit_${kind as SubmissionKind}`,
    withoutEmpty(values),
  )
  if (error) throw new SubmissionError(toSubmissionFailure(error, status))
  return data
}

/** Sends a public form and refreshes what is cached for its table. */
export function useSubmitMutation<K extends SubmissionKind>(kind: K) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (values: SubmissionValues[K]) =>
      submitForm(await getPublicClient(), kind, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionKeys.all(kind) }),
  })
}
