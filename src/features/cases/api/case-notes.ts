import { useQuery } from '@tanstack/react-query'

import { sharedKeys } from '@/lib/query-keys'
import { useCrudMutation } from '@/lib/resource/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import type { TablesInsert } from '@/types/database'

import { CASE_NOTE_KEY, type CaseType } from '../schemas'
import { casePartKey, caseRowsQueryOptions } from './case-rows'

/** A case's internal notes (public.case_notes), oldest first. */
const caseNotesQueryOptions = (type: CaseType, id: string) =>
  caseRowsQueryOptions(type, id, 'notes', (signal) =>
    supabase
      .from('case_notes')
      .select('id, body, author_id, created_at')
      .eq(CASE_NOTE_KEY[type], id)
      .order('created_at')
      .order('id')
      .abortSignal(signal),
  )

export const useCaseNotesQuery = (type: CaseType, id: string) =>
  useQuery(caseNotesQueryOptions(type, id))

/** Adds a note signed by the caller (the database sets the author). The case row is untouched. */
async function addCaseNote(type: CaseType, id: string, body: string) {
  const row: TablesInsert<'case_notes'> = { [CASE_NOTE_KEY[type]]: id, body: body.trim() }
  const { error } = await supabase.from('case_notes').insert(row)
  if (error) throw error
}

/**
 * Refreshes the thread and the timeline only: the case itself did not change, so the handling
 * form (keyed by the case's version) keeps what is being typed there.
 */
export const useAddCaseNoteMutation = (type: CaseType, id: string) =>
  useCrudMutation(
    (body: string) => addCaseNote(type, id, body),
    [casePartKey(type, id, 'notes'), casePartKey(type, id, 'timeline'), sharedKeys.recentActivity],
  )
