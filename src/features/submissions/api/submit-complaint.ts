import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getPublicClient } from '@/lib/public-client'
import { SubmissionError, toSubmissionFailure } from '../lib/submission-error'
import { withoutEmpty } from '../limits'
import type { ComplaintValues } from '../schemas'
import { submissionKeys } from './keys'

/** Sends the complaint form through `submit_complaint`; resolves to the reference number. */
export async function submitComplaint(values: ComplaintValues): Promise<string> {
  const { data, error, status } = await (
    await getPublicClient()
  ).rpc('submit_complaint', withoutEmpty(values))
  if (error) throw new SubmissionError(toSubmissionFailure(error, status))
  return data
}

export function useSubmitComplaintMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitComplaint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: submissionKeys.all('complaint') }),
  })
}
