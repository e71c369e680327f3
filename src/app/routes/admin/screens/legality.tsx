import { useTranslation } from 'react-i18next'
import { CrudPage } from '@/components/crud/crud-page'
import { DataTable } from '@/components/crud/data-table'
import { useListParams } from '@/components/crud/list-params'
import { useSheetEditing } from '@/components/crud/use-sheet-editing'
import { ReorderAndNew } from '@/components/crud/reorder-and-new'
import { pickText } from '@/components/crud/translatable'
import type { LegalityRow } from '@/features/legality/admin-schemas'
import {
  useLegalityOrderQuery,
  useLegalityReorderMutation,
} from '@/features/legality/api/admin-legality-order'
import {
  getAdminLegality,
  useAdminLegalityQuery,
} from '@/features/legality/api/admin-list-legality'
import { useLegalityDeleteMutation } from '@/features/legality/api/delete-legality'
import { legalityColumns } from '@/features/legality/components/legality-columns'
import { LegalityForm } from '@/features/legality/components/legality-form'
import { documentValidity } from '@/features/legality/lib/expiry'

/** /admin/legalitas: the body's legal documents; expired ones are flagged in the list. */
export function Component() {
  const { t, i18n } = useTranslation('admin')
  const language = i18n.resolvedLanguage ?? 'id'
  const [params, setParams] = useListParams(['validity'])
  const query = useAdminLegalityQuery(params)
  const order = useLegalityOrderQuery()
  const reorder = useLegalityReorderMutation()
  const remove = useLegalityDeleteMutation()
  const editing = useSheetEditing(query.data?.rows)
  const name = (row: Pick<LegalityRow, 'title'>) => pickText(row.title, language)

  return (
    <CrudPage title={t('legality.title')} description={t('legality.description')}>
      <DataTable
        entity={t('legality.entity')}
        label={t('legality.title')}
        columns={legalityColumns(t, language, {
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
            id: 'validity',
            label: t('legality.fields.status'),
            options: (['expired', 'valid', 'noExpiry'] as const).map((v) => ({
              value: v,
              label: t(`legality.status.${v}`),
            })),
          },
        ]}
        onDelete={(ids) => remove.mutateAsync(ids)}
        csv={{
          filename: 'legalitas',
          fetchAll: () => getAdminLegality(params, undefined, true).then((r) => r.rows),
          columns: [
            { header: t('legality.fields.title'), value: (r) => pickText(r.title, 'id') },
            { header: t('legality.fields.number'), value: (r) => r.number },
            { header: t('legality.fields.issuer'), value: (r) => r.issuer },
            { header: t('legality.fields.issuedAt'), value: (r) => r.issued_at },
            { header: t('legality.fields.validUntil'), value: (r) => r.valid_until },
            {
              header: t('legality.fields.status'),
              value: (r) => t(`legality.status.${documentValidity(r.valid_until)}`),
            },
            { header: t('legality.fields.file'), value: (r) => r.file_url },
            { header: '#', value: (r) => r.sort_order },
          ],
        }}
        actions={
          <ReorderAndNew
            entity={t('legality.entity')}
            rows={order.data}
            label={name}
            onSave={(items) => reorder.mutateAsync(items)}
            onNew={editing.create}
          />
        }
      />
      {editing.open ? (
        <LegalityForm
          key={editing.key}
          row={editing.row}
          onClose={editing.close}
          onReload={() => query.refetch()}
        />
      ) : null}
    </CrudPage>
  )
}
