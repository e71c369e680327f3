import { useTranslation } from 'react-i18next'
import { CrudPage } from '@/components/crud/crud-page'
import { DataTable } from '@/components/crud/data-table'
import { useListParams } from '@/components/crud/list-params'
import { useSheetEditing } from '@/components/crud/use-sheet-editing'
import { ReorderAndNew } from '@/components/crud/reorder-and-new'
import { pickText } from '@/components/crud/translatable'
import { FAQ_CATEGORIES, type FaqRow } from '@/features/faqs/admin-schemas'
import { useFaqsOrderQuery, useFaqsReorderMutation } from '@/features/faqs/api/admin-faqs-order'
import { getAdminFaqs, useAdminFaqsQuery } from '@/features/faqs/api/admin-list-faqs'
import { useFaqsDeleteMutation } from '@/features/faqs/api/delete-faqs'
import { faqColumns } from '@/features/faqs/components/faq-columns'
import { FaqForm } from '@/features/faqs/components/faq-form'

/** /admin/faq: questions and answers with category, publish state and order. */
export function Component() {
  const { t, i18n } = useTranslation('admin')
  const language = i18n.resolvedLanguage ?? 'id'
  const [params, setParams] = useListParams(['category', 'is_published'])
  const query = useAdminFaqsQuery(params)
  const order = useFaqsOrderQuery()
  const reorder = useFaqsReorderMutation()
  const remove = useFaqsDeleteMutation()
  const editing = useSheetEditing(query.data?.rows)
  const name = (row: FaqRow) => pickText(row.question, language)

  return (
    <CrudPage title={t('faq.title')} description={t('faq.description')}>
      <DataTable
        entity={t('faq.entity')}
        label={t('faq.title')}
        columns={faqColumns(t, language, {
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
            label: t('faq.fields.category'),
            options: FAQ_CATEGORIES.map((c) => ({ value: c, label: t(`faq.categories.${c}`) })),
          },
          {
            id: 'is_published',
            label: t('faq.fields.published'),
            options: [
              { value: 'true', label: t('crud.publish.published') },
              { value: 'false', label: t('crud.publish.hidden') },
            ],
          },
        ]}
        onDelete={(ids) => remove.mutateAsync(ids)}
        csv={{
          filename: 'faq',
          fetchAll: () => getAdminFaqs(params, undefined, true).then((r) => r.rows),
          columns: [
            { header: t('faq.fields.question'), value: (r) => pickText(r.question, 'id') },
            {
              header: `${t('faq.fields.question')} (EN)`,
              value: (r) => pickText(r.question, 'en'),
            },
            { header: t('faq.fields.answer'), value: (r) => pickText(r.answer, 'id') },
            { header: t('faq.fields.category'), value: (r) => r.category },
            { header: t('faq.fields.published'), value: (r) => r.is_published },
            { header: '#', value: (r) => r.sort_order },
          ],
        }}
        actions={
          <ReorderAndNew
            entity={t('faq.entity')}
            rows={order.data}
            label={name}
            onSave={(items) => reorder.mutateAsync(items)}
            onNew={editing.create}
          />
        }
      />
      {editing.open ? (
        <FaqForm
          key={editing.key}
          row={editing.row}
          onClose={editing.close}
          onReload={() => query.refetch()}
        />
      ) : null}
    </CrudPage>
  )
}
