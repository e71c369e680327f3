import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { fetchList, type ListConfig } from '@/components/crud/crud-requests'
import type { ListParams } from '@/components/crud/list-params'
import { supabase } from '@/lib/supabase'
import type { FlowStepRow } from '../admin-schemas'
import { flowAdminKeys } from './admin-flow-keys'

export const flowStepListConfig: ListConfig = {
  search: ['title->>id', 'title->>en', 'description->>id', 'duration_note->>id'],
  sortable: { step_order: 'step_order', title: 'title->>id' },
  defaultSort: { id: 'step_order', desc: false },
}

export const getAdminFlowSteps = (params: ListParams, signal?: AbortSignal, all = false) =>
  fetchList<FlowStepRow>(supabase, 'alur_sertifikasi', params, flowStepListConfig, signal, { all })

export const useAdminFlowStepsQuery = (params: ListParams) =>
  useQuery(
    queryOptions({
      queryKey: flowAdminKeys.list(params),
      queryFn: ({ signal }) => getAdminFlowSteps(params, signal),
      placeholderData: keepPreviousData,
    }),
  )
