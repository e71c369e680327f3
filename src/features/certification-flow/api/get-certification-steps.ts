import { queryOptions, useQuery } from '@tanstack/react-query'
import { useCollectionErrorToast } from '@/lib/collection-error-toast'
import { getPublicClient } from '@/lib/public-client'
import { certificationFlowKeys } from './keys'

/** The certification steps in step_order. */
export async function getCertificationSteps(signal?: AbortSignal) {
  let request = (await getPublicClient())
    .from('alur_sertifikasi')
    .select('id, step_order, title, description, duration_note')
    .order('step_order')
  if (signal) request = request.abortSignal(signal)
  const { data, error } = await request
  if (error) throw error
  return data
}

export const certificationStepsQueryOptions = () =>
  queryOptions({
    queryKey: certificationFlowKeys.publicList(),
    queryFn: ({ signal }) => getCertificationSteps(signal),
  })

export function useCertificationStepsQuery() {
  const query = useQuery(certificationStepsQueryOptions())
  useCollectionErrorToast('alur_sertifikasi', query.error)
  return query
}
