import { insertRow } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { cmsPageCreateToRow, type CmsPageCreateValues, type CmsPageRow } from '../admin-schemas'
import { cmsPageAdminKeys } from './admin-keys'

/** Creates an (unpublished) page with a unique slug; 23505 maps to the slug field. */
export const createCmsPage = (values: CmsPageCreateValues) =>
  insertRow<CmsPageRow>(supabase, 'cms_pages', cmsPageCreateToRow(values))

export const useCmsPageCreateMutation = () => useCrudMutation(createCmsPage, [cmsPageAdminKeys.all])
