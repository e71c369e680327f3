import { updateIfUnchanged } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { cmsPageToRow, type CmsPageFormValues, type CmsPageRow } from '../admin-schemas'
import { cmsPageAdminKeys } from './admin-keys'

/** Updates a page only if unchanged since it was loaded. */
export const saveCmsPage = ({ row, values }: { row: CmsPageRow; values: CmsPageFormValues }) =>
  updateIfUnchanged<CmsPageRow>(supabase, 'cms_pages', row.id, row.updated_at, cmsPageToRow(values))

export const useCmsPageSaveMutation = () => useCrudMutation(saveCmsPage, [cmsPageAdminKeys.all])
