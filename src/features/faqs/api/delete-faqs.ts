import { deleteRows } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { faqAdminKeys } from './admin-keys'

export const deleteFaqs = (ids: string[]) => deleteRows(supabase, 'faqs', ids)

export const useFaqsDeleteMutation = () => useCrudMutation(deleteFaqs, [faqAdminKeys.all])
