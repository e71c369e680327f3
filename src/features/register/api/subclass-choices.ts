import { queryOptions, useQuery } from '@tanstack/react-query'

import { tableKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'
import type { Tables } from '@/types/database'

export type SubclassChoice = Pick<Tables<'rl_subclass'>, 'id' | 'code' | 'name'>

/** Every current subclass by code: the choices of the old-code mapping form. */
export const subclassChoicesQuery = () =>
  queryOptions({
    queryKey: [...tableKeys('rl_subclass').order(), 'choices'] as const,
    queryFn: async ({ signal }): Promise<SubclassChoice[]> => {
      const { data, error } = await supabase
        .from('rl_subclass')
        .select('id, code, name')
        .order('code')
        .abortSignal(signal)
      if (error) throw error
      return data
    },
  })

export const useSubclassChoicesQuery = () => useQuery(subclassChoicesQuery())
