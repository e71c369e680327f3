import { sharedKeys } from '@/lib/query-keys'
import { updateIfUnchanged } from '@/lib/resource/crud-requests'
import { useCrudMutation } from '@/lib/resource/use-crud-mutation'
import { supabase } from '@/lib/supabase'

import { settingsToRow, type SiteSettingsRow, type SiteSettingsValues } from '../schemas'
import { siteSettingsKeys } from './keys'

/**
 * Updates the row only if nobody changed it since it was loaded (docs/product.md#no-lost-updates).
 */
export const saveSiteSettings = ({
  row,
  values,
}: {
  row: SiteSettingsRow
  values: SiteSettingsValues
}) =>
  updateIfUnchanged<SiteSettingsRow>(
    supabase,
    'site_settings',
    row.id,
    row.updated_at,
    settingsToRow(values),
  )

/** Saving refreshes the admin form, the public header/footer/chat button and the audit log. */
export const useSiteSettingsSaveMutation = () =>
  useCrudMutation(saveSiteSettings, [
    siteSettingsKeys.all,
    sharedKeys.publicLayout,
    sharedKeys.auditLog,
  ])
