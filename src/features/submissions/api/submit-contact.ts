import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getPublicClient } from '@/lib/public-client'
import { SubmissionError, toSubmissionFailure } from '../lib/submission-error'
import { withoutEmpty } from '../limits'
import type { ContactValues } from '../schemas'
import { submissionKeys } from './keys'

/** Sends the contact form through `submit_contact`; resolves to the reference number. */
export async function submitContact(values: ContactValues): Promise<string> {
  const { data, error, status } = await (
    await getPublicClient()
  ).rpc('submit_contact', withoutEmpty(values))
  if (error) throw new SubmissionError(toSubmissionFailure(error, status))
  return data
}

export function useSubmitContactMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionKeys.all('contact') }),
  })
}
