import { queryOptions, useQuery } from '@tanstack/react-query'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { contiguousStepOrder } from '../lib/step-order'
import { flowAdminKeys } from './admin-flow-keys'

/** Every step's id, title and number in step_order (for the reorder dialog and renumbering). */
export async function getFlowStepsInOrder(signal?: AbortSignal) {
  let request = supabase
    .from('alur_sertifikasi')
    .select('id, title, step_order')
    .order('step_order')
    .order('created_at')
  if (signal) request = request.abortSignal(signal)
  const { data, error } = await request
  if (error) throw error
  return data
}

/** Writes step_order 1..n for the ids in the given order (only the rows that change). */
export async function renumberFlowSteps(items: readonly { id: string; step_order: number }[]) {
  for (const change of contiguousStepOrder(items)) {
    const { error } = await supabase
      .from('alur_sertifikasi')
      .update({ step_order: change.step_order })
      .eq('id', change.id)
    if (error) throw error
  }
}

export const useFlowStepsOrderQuery = () =>
  useQuery(
    queryOptions({
      queryKey: flowAdminKeys.order(),
      queryFn: ({ signal }) => getFlowStepsInOrder(signal),
    }),
  )

export const useFlowStepsReorderMutation = () =>
  useCrudMutation(renumberFlowSteps, [flowAdminKeys.all])
