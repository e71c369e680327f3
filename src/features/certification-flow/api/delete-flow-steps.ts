import { deleteRows } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { flowAdminKeys } from './admin-flow-keys'
import { getFlowStepsInOrder, renumberFlowSteps } from './admin-flow-steps-order'

/** Deletes steps, then closes the gap so the remaining ones are numbered 1..n again. */
export async function deleteFlowSteps(ids: string[]) {
  const deleted = await deleteRows(supabase, 'alur_sertifikasi', ids)
  await renumberFlowSteps(await getFlowStepsInOrder())
  return deleted
}

export const useFlowStepsDeleteMutation = () =>
  useCrudMutation(deleteFlowSteps, [flowAdminKeys.all])
