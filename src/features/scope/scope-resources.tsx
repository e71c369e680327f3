import { useTranslation } from 'react-i18next'

import { positionColumn } from '@/components/crud/resource-columns'
import { Badge } from '@/components/ui/badge'
import type { Language } from '@/config/constants'
import { currentLanguage } from '@/lib/i18n'
import { tableKeys } from '@/lib/query-keys'
import type { FilterDef } from '@/lib/resource/list-params'
import { defineResource } from '@/lib/resource/resource'
import { translate } from '@/lib/translate'

import {
  categoryForm,
  type CategoryFormValues,
  type CategoryRow,
  subclassForm,
  type SubclassFormValues,
  type SubclassRow,
} from './admin-schemas'

type Coded = Pick<CategoryRow, 'code' | 'name'>
/** "BG Bangunan Gedung" in messages; "BG · Bangunan Gedung" in lists of choices. */
const codeName = (row: Coded, language: Language) => `${row.code} ${translate(row.name, language)}`
export const codeChoice = (row: Coded, language: Language) =>
  `${row.code} · ${translate(row.name, language)}`

const codeColumn = (header: string) => ({
  id: 'code',
  header,
  cell: ({ row }: { row: { original: Coded } }) => (
    <span className="font-mono font-semibold">{row.original.code}</span>
  ),
})

// The public scope page is keyed by rl_categories and embeds subclasses: a write to either
// table refreshes both.
const both = [tableKeys('rl_categories').all, tableKeys('rl_subclass').all]

/** Classifications (tab 1 of /admin/ruang-lingkup); one with subclasses cannot be deleted. */
export const categoriesResource = defineResource<CategoryRow, CategoryFormValues>({
  table: 'rl_categories',
  section: 'scope',
  text: {
    title: 'scope.classifications',
    entity: 'scope.entityClass',
    newTitle: 'scope.titles.newClass',
    editTitle: 'scope.titles.editClass',
  },
  list: {
    select: '*, rl_subclass(id)',
    search: ['code', 'name->>id', 'name->>en'],
    sortable: ['sort_order', 'code', 'name->>id'],
    defaultSort: { id: 'sort_order', desc: false },
  },
  order: { label: codeChoice },
  alsoInvalidates: both,
  form: categoryForm,
  name: codeName,
  columns: ({ t, language }) => [
    positionColumn((row) => row.sort_order),
    codeColumn(t('scope.fields.code')),
    {
      id: 'name',
      header: t('scope.fields.name'),
      cell: ({ row }) => translate(row.original.name, language),
    },
    {
      id: 'subclasses',
      enableSorting: false,
      header: t('scope.fields.subclassCount'),
      cell: ({ row }) => (
        <span className="tabular-nums">{row.original.rl_subclass?.length ?? 0}</span>
      ),
    },
  ],
})

/** Subclassifications (tab 2), reordered within the classification the filter names. */
export const subclassesResource = defineResource<SubclassRow, SubclassFormValues>({
  table: 'rl_subclass',
  section: 'scope',
  text: {
    title: 'scope.subclasses',
    entity: 'scope.entitySub',
    newTitle: 'scope.titles.newSub',
    editTitle: 'scope.titles.editSub',
  },
  list: {
    select: '*, rl_categories(code)',
    search: ['code', 'name->>id', 'name->>en', 'kbli'],
    sortable: ['sort_order', 'code', 'name->>id', 'kbli'],
    defaultSort: { id: 'code', desc: false },
  },
  order: { scope: 'category_id', scopeHint: 'scope.reorderHint', label: codeChoice },
  alsoInvalidates: both,
  form: subclassForm,
  name: codeName,
  columns: ({ t, language }) => [
    codeColumn(t('scope.fields.code')),
    {
      id: 'name',
      header: t('scope.fields.name'),
      cell: ({ row }) => translate(row.original.name, language),
    },
    {
      id: 'kbli',
      header: t('scope.fields.kbli'),
      cell: ({ row }) => <span className="font-mono">{row.original.kbli}</span>,
    },
    {
      id: 'qualifications',
      enableSorting: false,
      header: t('scope.fields.qualifications'),
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-1">
          {row.original.qualifications.map((q) => (
            <Badge key={q} variant="secondary">
              {q}
            </Badge>
          ))}
        </div>
      ),
    },
  ],
})

/** The subclasses' filter by classification (its choices are the classifications in order). */
export function useCategoryFilter(): FilterDef[] {
  const { t, i18n } = useTranslation('admin')
  const categories = categoriesResource.useOrder()
  const language = currentLanguage(i18n)
  return [
    {
      id: 'category_id',
      label: t('scope.fields.category'),
      options: (categories.data ?? []).map((c) => ({
        value: c.id,
        label: codeChoice(c, language),
      })),
    },
  ]
}
