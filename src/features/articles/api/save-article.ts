import { saveRow } from '@/components/crud/crud-requests'
import { useCrudMutation } from '@/components/crud/use-crud-mutation'
import { supabase } from '@/lib/supabase'
import { articleToRow, type ArticleFormValues, type ArticleRow } from '../admin-schemas'
import { articleAdminKeys } from './admin-keys'

/** Creates (row null) or updates an article only if unchanged since it was loaded. */
export const saveArticle = ({
  row,
  values,
}: {
  row: ArticleRow | null
  values: ArticleFormValues
}) => saveRow<ArticleRow>(supabase, 'articles', row, articleToRow(values))

export const useArticleSaveMutation = () => useCrudMutation(saveArticle, [articleAdminKeys.all])
