import { saveRow } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { faqToRow, type FaqFormValues, type FaqRow } from '../admin-schemas'
import { faqAdminKeys } from './admin-keys'

/** Creates (row null) or updates a FAQ only if unchanged since loaded. */
export const saveFaq = ({ row, values }: { row: FaqRow | null; values: FaqFormValues }) =>
  saveRow<FaqRow>(supabase, 'faqs', row, faqToRow(values), { append: true })

export const useFaqSaveMutation = () => useCrudMutation(saveFaq, [faqAdminKeys.all])
