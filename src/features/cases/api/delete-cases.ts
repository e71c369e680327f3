import { sharedKeys } from '@/lib/query-keys'
import { deleteRows } from '@/lib/resource/crud-requests'
import { useCrudMutation } from '@/lib/resource/use-crud-mutation'
import { supabase } from '@/lib/supabase'

import { CASE_TABLE, type CaseType } from '../schemas'
import { caseKeys } from './keys'

/** Admins only (RLS refuses anyone else, and the kit reports it). */
export const deleteCases = (type: CaseType, ids: string[]) =>
  deleteRows(supabase, CASE_TABLE[type], ids)

export const useCasesDeleteMutation = (type: CaseType) =>
  useCrudMutation(
    (ids: string[]) => deleteCases(type, ids),
    [caseKeys(type).all, sharedKeys.dashboardCounts, sharedKeys.recentActivity],
  )
