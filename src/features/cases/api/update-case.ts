import { sharedKeys, tableKeys } from '@/lib/query-keys'
import { updateIfUnchanged } from '@/lib/resource/crud-requests'
import { useCrudMutation } from '@/lib/resource/use-crud-mutation'
import { supabase } from '@/lib/supabase'

import { CASE_TABLE, type CaseFormValues, type CaseRow, caseToRow, type CaseType } from '../schemas'
import { caseKeys } from './keys'

export interface UpdateCaseVars {
  row: CaseRow
  values: CaseFormValues
}

/** Saves the handling (status, notes, resolution, handler, decision maker) only if nobody changed the case since it was loaded. */
export const updateCase = (type: CaseType, { row, values }: UpdateCaseVars) =>
  updateIfUnchanged<CaseRow>(supabase, CASE_TABLE[type], row.id, row.updated_at, caseToRow(values))

export const useCaseUpdateMutation = (type: CaseType) =>
  useCrudMutation(
    (vars: UpdateCaseVars) => updateCase(type, vars),
    [
      caseKeys(type).all,
      sharedKeys.dashboardCounts,
      sharedKeys.recentActivity,
      tableKeys('notifications').all,
    ],
  )
