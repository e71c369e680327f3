import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CrudPage } from '@/components/crud/crud-page'
import { DataTable } from '@/components/crud/data-table'
import { useListParams } from '@/components/crud/list-params'
import { useSheetEditing } from '@/components/crud/use-sheet-editing'
import { pickText } from '@/components/crud/translatable'
import { Button } from '@/components/ui/button'
import { LEGAL_CATEGORIES, type LegalProductRow } from '@/features/legal-products/admin-schemas'
import {
  getAdminLegalProducts,
  useAdminLegalProductsQuery,
} from '@/features/legal-products/api/admin-list-legal-products'
import { useLegalProductsDeleteMutation } from '@/features/legal-products/api/delete-legal-products'
import { legalProductColumns } from '@/features/legal-products/components/legal-product-columns'
import { LegalProductForm } from '@/features/legal-products/components/legal-product-form'

/** /admin/produk-hukum: regulations with category, number, year and PDF. */
export function Component() {
  const { t, i18n } = useTranslation('admin')
  const language = i18n.resolvedLanguage ?? 'id'
  const [params, setParams] = useListParams(['category'])
  const query = useAdminLegalProductsQuery(params)
  const remove = useLegalProductsDeleteMutation()
  const editing = useSheetEditing(query.data?.rows)
  const name = (row: LegalProductRow) => pickText(row.title, language)

  return (
    <CrudPage title={t('legalProducts.title')} description={t('legalProducts.description')}>
      <DataTable
        entity={t('legalProducts.entity')}
        label={t('legalProducts.title')}
        columns={legalProductColumns(t, language, {
          onEdit: (row) => editing.edit(row),
          onDelete: (row) => remove.mutateAsync([row.id]),
        })}
        query={query}
        params={params}
        setParams={setParams}
        getRowId={(row) => row.id}
        getRowName={name}
        filters={[
          {
            id: 'category',
            label: t('legalProducts.fields.category'),
            options: LEGAL_CATEGORIES.map((c) => ({
              value: c,
              label: t(`legalProducts.categories.${c}`),
            })),
          },
        ]}
        onDelete={(ids) => remove.mutateAsync(ids)}
        csv={{
          filename: 'produk-hukum',
          fetchAll: () => getAdminLegalProducts(params, undefined, true).then((r) => r.rows),
          columns: [
            { header: t('legalProducts.fields.category'), value: (r) => r.category },
            { header: t('legalProducts.fields.title'), value: (r) => pickText(r.title, 'id') },
            { header: t('legalProducts.fields.number'), value: (r) => r.number },
            { header: t('legalProducts.fields.year'), value: (r) => r.year },
            { header: t('legalProducts.fields.file'), value: (r) => r.file_url },
          ],
        }}
        actions={
          <Button type="button" onClick={editing.create}>
            <Plus aria-hidden="true" />
            {t('crud.actions.new', { entity: t('legalProducts.entity') })}
          </Button>
        }
      />
      {editing.open ? (
        <LegalProductForm
          key={editing.key}
          row={editing.row}
          onClose={editing.close}
          onReload={() => query.refetch()}
        />
      ) : null}
    </CrudPage>
  )
}
