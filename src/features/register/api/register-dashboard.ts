import { queryOptions } from '@tanstack/react-query'

import { supabase } from '@/lib/supabase'

import { registerKeys } from './keys'

const LIST =
  'id, number, company_name, legal_form, valid_until, next_surveillance_due, days_to_expiry, days_to_surveillance'

/**
 * Active certificates; the next ones to expire (90 days) or due for surveillance (30 days); and
 * those whose surveillance is overdue, apart (a year late is not "due within 30 days").
 */
export async function getRegisterDashboard(signal: AbortSignal) {
  const view = () => supabase.from('certificate_register')
  const [active, expiring, surveillance, overdue] = await Promise.all([
    view()
      .select('id', { count: 'exact', head: true })
      .eq('public_status', 'aktif')
      .abortSignal(signal),
    view()
      .select(LIST, { count: 'exact' })
      .eq('public_status', 'aktif')
      .gte('days_to_expiry', 0)
      .lte('days_to_expiry', 90)
      .order('valid_until')
      .limit(6)
      .abortSignal(signal),
    view()
      .select(LIST, { count: 'exact' })
      .eq('public_status', 'aktif')
      .gte('days_to_surveillance', 0)
      .lte('days_to_surveillance', 30)
      .order('next_surveillance_due')
      .limit(6)
      .abortSignal(signal),
    view()
      .select(LIST, { count: 'exact' })
      .eq('public_status', 'aktif')
      .lt('days_to_surveillance', 0)
      .order('next_surveillance_due')
      .limit(6)
      .abortSignal(signal),
  ])
  for (const r of [active, expiring, surveillance, overdue]) if (r.error) throw r.error
  return {
    active: active.count ?? 0,
    expiring: { rows: expiring.data ?? [], count: expiring.count ?? 0 },
    surveillance: { rows: surveillance.data ?? [], count: surveillance.count ?? 0 },
    overdue: { rows: overdue.data ?? [], count: overdue.count ?? 0 },
  }
}

export const registerDashboardQuery = () =>
  queryOptions({
    queryKey: [...registerKeys.all, 'dashboard'],
    queryFn: ({ signal }) => getRegisterDashboard(signal),
  })
