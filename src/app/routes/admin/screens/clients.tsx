import { useTranslation } from 'react-i18next'
import { CrudPage } from '@/components/crud/crud-page'
import { DataTable } from '@/components/crud/data-table'
import { useListParams } from '@/components/crud/list-params'
import { useSheetEditing } from '@/components/crud/use-sheet-editing'
import { ReorderAndNew } from '@/components/crud/reorder-and-new'
import {
  useClientsOrderQuery,
  useClientsReorderMutation,
} from '@/features/clients/api/admin-clients-order'
import { getAdminClients, useAdminClientsQuery } from '@/features/clients/api/admin-list-clients'
import { useClientsDeleteMutation } from '@/features/clients/api/delete-clients'
import { clientColumns } from '@/features/clients/components/client-columns'
import { ClientForm } from '@/features/clients/components/client-form'

/** /admin/klien: certified clients with logo, website, sector, publish state and order. */
export function Component() {
  const { t } = useTranslation('admin')
  const [params, setParams] = useListParams(['is_published'])
  const query = useAdminClientsQuery(params)
  const order = useClientsOrderQuery()
  const reorder = useClientsReorderMutation()
  const remove = useClientsDeleteMutation()
  const editing = useSheetEditing(query.data?.rows)

  return (
    <CrudPage title={t('clients.title')} description={t('clients.description')}>
      <DataTable
        entity={t('clients.entity')}
        label={t('clients.title')}
        columns={clientColumns(t, {
          onEdit: (row) => editing.edit(row),
          onDelete: (row) => remove.mutateAsync([row.id]),
        })}
        query={query}
        params={params}
        setParams={setParams}
        getRowId={(row) => row.id}
        getRowName={(row) => row.name}
        filters={[
          {
            id: 'is_published',
            label: t('clients.fields.published'),
            options: [
              { value: 'true', label: t('crud.publish.published') },
              { value: 'false', label: t('crud.publish.hidden') },
            ],
          },
        ]}
        onDelete={(ids) => remove.mutateAsync(ids)}
        csv={{
          filename: 'klien',
          fetchAll: () => getAdminClients(params, undefined, true).then((r) => r.rows),
          columns: [
            { header: t('clients.fields.name'), value: (r) => r.name },
            { header: t('clients.fields.sector'), value: (r) => r.sector },
            { header: t('clients.fields.website'), value: (r) => r.website_url },
            { header: t('clients.fields.logo'), value: (r) => r.logo_url },
            { header: t('clients.fields.published'), value: (r) => r.is_published },
            { header: '#', value: (r) => r.sort_order },
          ],
        }}
        actions={
          <ReorderAndNew
            entity={t('clients.entity')}
            rows={order.data}
            label={(r) => r.name}
            onSave={(items) => reorder.mutateAsync(items)}
            onNew={editing.create}
          />
        }
      />
      {editing.open ? (
        <ClientForm
          key={editing.key}
          row={editing.row}
          onClose={editing.close}
          onReload={() => query.refetch()}
        />
      ) : null}
    </CrudPage>
  )
}
