import { queryOptions, useQuery } from '@tanstack/react-query'

import { tableKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'
import { todayInJakarta } from '@/lib/today'

/** The calendar year after today's in Asia/Jakarta (the year the database's digest checks). */
export function nextJakartaYear(now: Date = new Date()): number {
  return Number(todayInJakarta(now).slice(0, 4)) + 1
}

/** How many holidays `year` has (staff read the table; no rows are fetched). */
export async function countHolidays(year: number, signal?: AbortSignal): Promise<number> {
  let query = supabase
    .from('holidays')
    .select('id', { count: 'exact', head: true })
    .gte('date', `${year}-01-01`)
    .lte('date', `${year}-12-31`)
  if (signal) query = query.abortSignal(signal)
  const { count, error } = await query
  if (error) throw error
  return count ?? 0
}

/** Under the holidays table's key: saving a holiday in its screen refreshes the warning. */
export const nextYearHolidaysQueryOptions = (year: number) =>
  queryOptions({
    queryKey: [...tableKeys('holidays').all, 'year-count', year] as const,
    queryFn: ({ signal }) => countHolidays(year, signal),
  })

/** Next year and its holiday count (undefined until loaded or when it could not be read). */
export function useNextYearHolidaysQuery() {
  const year = nextJakartaYear()
  const query = useQuery(nextYearHolidaysQueryOptions(year))
  return { year, count: query.data }
}
