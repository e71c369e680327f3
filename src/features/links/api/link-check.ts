import { supabase } from '@/lib/supabase'

/** The last run of the weekly link check (when, how many links, how many broken), or null. */
export async function fetchLastLinkCheck() {
  const { data, error } = await supabase
    .from('link_check_runs')
    .select('started_at, checked, broken, external')
    .order('started_at', { ascending: false })
    .limit(1)
  if (error) throw error
  return data[0] ?? null
}

/** Whether the link check also asks other sites (`site_settings.link_check_external`). */
export async function fetchLinkCheckSetting() {
  const { data, error } = await supabase
    .from('site_settings')
    .select('id, link_check_external')
    .limit(1)
    .single()
  if (error) throw error
  return data
}

/** Turns the external checks on or off (admins only: the database refuses others). */
export async function saveLinkCheckSetting(id: string, on: boolean) {
  const { error } = await supabase
    .from('site_settings')
    .update({ link_check_external: on })
    .eq('id', id)
  if (error) throw error
}
