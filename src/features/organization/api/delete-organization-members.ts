import { deleteRows } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { organizationAdminKeys } from './admin-organization-keys'

/** Deletes people; whoever reported to them moves up to the top (parent set null by the DB). */
export const deleteOrganizationMembers = (ids: string[]) =>
  deleteRows(supabase, 'struktur_organisasi', ids)

export const useOrganizationMembersDeleteMutation = () =>
  useCrudMutation(deleteOrganizationMembers, [organizationAdminKeys.all])
