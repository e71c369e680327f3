import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getPublicClient } from '@/lib/public-client'
import { SubmissionError, toSubmissionFailure } from '../lib/submission-error'
import { withoutEmpty } from '../limits'
import type { AppealValues } from '../schemas'
import { submissionKeys } from './keys'

/** Sends the appeal form through `submit_appeal`; resolves to the reference number. */
export async function submitAppeal(values: AppealValues): Promise<string> {
  const { data, error, status } = await (
    await getPublicClient()
  ).rpc('submit_appeal', withoutEmpty(values))
  if (error) throw new SubmissionError(toSubmissionFailure(error, status))
  return data
}

export function useSubmitAppealMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitAppeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionKeys.all('appeal') }),
  })
}
