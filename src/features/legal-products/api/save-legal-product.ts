import { saveRow } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import {
  legalProductToRow,
  type LegalProductFormValues,
  type LegalProductRow,
} from '../admin-schemas'
import { legalProductAdminKeys } from './admin-keys'

export const saveLegalProduct = ({
  row,
  values,
}: {
  row: LegalProductRow | null
  values: LegalProductFormValues
}) => saveRow<LegalProductRow>(supabase, 'legal_products', row, legalProductToRow(values))

export const useLegalProductSaveMutation = () =>
  useCrudMutation(saveLegalProduct, [legalProductAdminKeys.all])
