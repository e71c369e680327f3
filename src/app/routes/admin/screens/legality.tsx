import { Plus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CrudPage } from '@/components/crud/crud-page'
import { DataTable } from '@/components/crud/data-table'
import { useListParams } from '@/components/crud/list-params'
import { ReorderDialog } from '@/components/crud/reorder-dialog'
import { pickText } from '@/components/crud/translatable'
import { Button } from '@/components/ui/button'
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
  const [editing, setEditing] = useState<{ id: string | null } | null>(null)
  const editingRow = editing?.id
    ? (query.data?.rows.find((r) => r.id === editing.id) ?? null)
    : null
  const name = (row: Pick<LegalityRow, 'title'>) => pickText(row.title, language)

  return (
    <CrudPage title={t('legality.title')} description={t('legality.description')}>
      <DataTable
        entity={t('legality.entity')}
        label={t('legality.title')}
        columns={legalityColumns(t, language, {
          onEdit: (row) => setEditing({ id: row.id }),
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
          <>
            <ReorderDialog
              entity={t('legality.entity')}
              items={order.data?.map((r) => ({
                id: r.id,
                label: name(r),
                sort_order: r.sort_order,
              }))}
              onSave={(items) => reorder.mutateAsync(items)}
            />
            <Button type="button" onClick={() => setEditing({ id: null })}>
              <Plus aria-hidden="true" />
              {t('crud.actions.new', { entity: t('legality.entity') })}
            </Button>
          </>
        }
      />
      {editing && (editing.id === null || editingRow) ? (
        <LegalityForm
          key={editingRow?.updated_at ?? 'new'}
          row={editingRow}
          onClose={() => setEditing(null)}
          onReload={() => query.refetch()}
        />
      ) : null}
    </CrudPage>
  )
}
