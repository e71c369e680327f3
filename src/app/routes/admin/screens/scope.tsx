import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { CrudPage } from '@/components/crud/crud-page'
import { DataTable } from '@/components/crud/data-table'
import { useListParams } from '@/components/crud/list-params'
import { useSheetEditing } from '@/components/crud/use-sheet-editing'
import { ReorderDialog } from '@/components/crud/reorder-dialog'
import { pickText } from '@/components/crud/translatable'
import { Button } from '@/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import {
  useAdminCategoriesQuery,
  useCategoryOptionsQuery,
} from '@/features/scope/api/admin-list-categories'
import {
  useAdminSubclassesQuery,
  useSubclassOrderQuery,
} from '@/features/scope/api/admin-list-subclasses'
import {
  useCategoriesDeleteMutation,
  useSubclassesDeleteMutation,
} from '@/features/scope/api/delete-scope'
import {
  useCategoriesReorderMutation,
  useSubclassesReorderMutation,
} from '@/features/scope/api/reorder-scope'
import { CategoryForm } from '@/features/scope/components/category-form'
import { categoryColumns, subclassColumns } from '@/features/scope/components/scope-columns'
import { SubclassForm } from '@/features/scope/components/subclass-form'

/** /admin/ruang-lingkup: classifications (tab 1) and their subclassifications (tab 2). */
export function Component() {
  const { t } = useTranslation('admin')
  const [search, setSearch] = useSearchParams()
  const tab = search.get('tab') === 'sub' ? 'sub' : 'class'
  return (
    <CrudPage title={t('scope.title')} description={t('scope.description')}>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearch(value === 'sub' ? { tab: 'sub' } : {}, { replace: true })
        }
      >
        <TabsList>
          <TabsTrigger value="class">{t('scope.classifications')}</TabsTrigger>
          <TabsTrigger value="sub">{t('scope.subclasses')}</TabsTrigger>
        </TabsList>
        <TabsContent value="class" className="mt-4">
          {tab === 'class' ? <CategoriesPanel /> : null}
        </TabsContent>
        <TabsContent value="sub" className="mt-4">
          {tab === 'sub' ? <SubclassesPanel /> : null}
        </TabsContent>
      </Tabs>
    </CrudPage>
  )
}

function CategoriesPanel() {
  const { t, i18n } = useTranslation('admin')
  const language = i18n.resolvedLanguage ?? 'id'
  const [params, setParams] = useListParams()
  const query = useAdminCategoriesQuery(params)
  const all = useCategoryOptionsQuery()
  const reorder = useCategoriesReorderMutation()
  const remove = useCategoriesDeleteMutation()
  const editing = useSheetEditing(query.data?.rows)
  const entity = t('scope.entityClass')
  return (
    <>
      <DataTable
        entity={entity}
        label={t('scope.classifications')}
        columns={categoryColumns(t, language, {
          onEdit: (r) => editing.edit(r),
          onDelete: (r) => remove.mutateAsync([r.id]),
        })}
        query={query}
        params={params}
        setParams={setParams}
        getRowId={(r) => r.id}
        getRowName={(r) => `${r.code} ${pickText(r.name, language)}`}
        onDelete={(ids) => remove.mutateAsync(ids)}
        actions={
          <>
            <ReorderDialog
              entity={entity}
              items={all.data?.map((r) => ({
                id: r.id,
                label: `${r.code} · ${pickText(r.name, language)}`,
                sort_order: r.sort_order,
              }))}
              onSave={(items) => reorder.mutateAsync(items)}
            />
            <Button type="button" onClick={editing.create}>
              <Plus aria-hidden="true" />
              {t('crud.actions.new', { entity })}
            </Button>
          </>
        }
      />
      {editing.open ? (
        <CategoryForm
          key={editing.key}
          row={editing.row}
          onClose={editing.close}
          onReload={() => query.refetch()}
        />
      ) : null}
    </>
  )
}

function SubclassesPanel() {
  const { t, i18n } = useTranslation('admin')
  const language = i18n.resolvedLanguage ?? 'id'
  const [params, setParams] = useListParams(['category_id'])
  const query = useAdminSubclassesQuery(params)
  const categories = useCategoryOptionsQuery()
  const categoryId = params.filters.category_id
  const order = useSubclassOrderQuery(categoryId)
  const reorder = useSubclassesReorderMutation()
  const remove = useSubclassesDeleteMutation()
  const editing = useSheetEditing(query.data?.rows)
  const entity = t('scope.entitySub')
  return (
    <>
      <DataTable
        entity={entity}
        label={t('scope.subclasses')}
        columns={subclassColumns(t, language, {
          onEdit: (r) => editing.edit(r),
          onDelete: (r) => remove.mutateAsync([r.id]),
        })}
        query={query}
        params={params}
        setParams={setParams}
        getRowId={(r) => r.id}
        getRowName={(r) => `${r.code} ${pickText(r.name, language)}`}
        filters={[
          {
            id: 'category_id',
            label: t('scope.fields.category'),
            options: (categories.data ?? []).map((c) => ({
              value: c.id,
              label: `${c.code} · ${pickText(c.name, language)}`,
            })),
          },
        ]}
        onDelete={(ids) => remove.mutateAsync(ids)}
        actions={
          <>
            <ReorderDialog
              entity={entity}
              disabled={!categoryId}
              items={
                categoryId
                  ? order.data?.map((r) => ({
                      id: r.id,
                      label: `${r.code} · ${pickText(r.name, language)}`,
                      sort_order: r.sort_order,
                    }))
                  : undefined
              }
              onSave={(items) => reorder.mutateAsync(items)}
            />
            <Button type="button" onClick={editing.create} disabled={!categories.data}>
              <Plus aria-hidden="true" />
              {t('crud.actions.new', { entity })}
            </Button>
          </>
        }
      />
      {categoryId ? null : (
        <p className="text-xs text-muted-foreground">{t('scope.reorderHint')}</p>
      )}
      {editing.open ? (
        <SubclassForm
          key={editing.key}
          row={editing.row}
          categories={categories.data ?? []}
          defaultCategoryId={categoryId}
          onClose={editing.close}
          onReload={() => query.refetch()}
        />
      ) : null}
    </>
  )
}
