import { saveRow } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { flowStepToRow, type FlowStepFormValues, type FlowStepRow } from '../admin-schemas'
import { flowAdminKeys } from './admin-flow-keys'
import { getFlowStepsInOrder } from './admin-flow-steps-order'

/** Creates a step as the last one (n + 1) or updates one only if unchanged since loaded. */
export async function saveFlowStep({
  row,
  values,
}: {
  row: FlowStepRow | null
  values: FlowStepFormValues
}) {
  const fields = flowStepToRow(values)
  if (row) return saveRow<FlowStepRow>(supabase, 'alur_sertifikasi', row, fields)
  const steps = await getFlowStepsInOrder()
  return saveRow<FlowStepRow>(supabase, 'alur_sertifikasi', null, {
    ...fields,
    step_order: steps.length + 1,
  })
}

export const useFlowStepSaveMutation = () => useCrudMutation(saveFlowStep, [flowAdminKeys.all])
