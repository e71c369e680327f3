import { useTranslation } from 'react-i18next'
import { CrudPage } from '@/components/crud/crud-page'
import { DataTable } from '@/components/crud/data-table'
import { useListParams } from '@/components/crud/list-params'
import { useSheetEditing } from '@/components/crud/use-sheet-editing'
import { ReorderAndNew } from '@/components/crud/reorder-and-new'
import { pickText } from '@/components/crud/translatable'
import type { FlowStepRow } from '@/features/certification-flow/admin-schemas'
import {
  useFlowStepsOrderQuery,
  useFlowStepsReorderMutation,
} from '@/features/certification-flow/api/admin-flow-steps-order'
import {
  getAdminFlowSteps,
  useAdminFlowStepsQuery,
} from '@/features/certification-flow/api/admin-list-flow-steps'
import { useFlowStepsDeleteMutation } from '@/features/certification-flow/api/delete-flow-steps'
import { flowStepColumns } from '@/features/certification-flow/components/flow-step-columns'
import { FlowStepForm } from '@/features/certification-flow/components/flow-step-form'

/** /admin/alur-sertifikasi: the certification steps, numbered 1..n (kept contiguous). */
export function Component() {
  const { t, i18n } = useTranslation('admin')
  const language = i18n.resolvedLanguage ?? 'id'
  const [params, setParams] = useListParams([])
  const query = useAdminFlowStepsQuery(params)
  const order = useFlowStepsOrderQuery()
  const reorder = useFlowStepsReorderMutation()
  const remove = useFlowStepsDeleteMutation()
  const editing = useSheetEditing(query.data?.rows)
  const name = (row: Pick<FlowStepRow, 'title'>) => pickText(row.title, language)

  return (
    <CrudPage title={t('flow.title')} description={t('flow.description')}>
      <DataTable
        entity={t('flow.entity')}
        label={t('flow.title')}
        columns={flowStepColumns(t, language, {
          onEdit: (row) => editing.edit(row),
          onDelete: (row) => remove.mutateAsync([row.id]),
        })}
        query={query}
        params={params}
        setParams={setParams}
        getRowId={(row) => row.id}
        getRowName={name}
        onDelete={(ids) => remove.mutateAsync(ids)}
        csv={{
          filename: 'alur-sertifikasi',
          fetchAll: () => getAdminFlowSteps(params, undefined, true).then((r) => r.rows),
          columns: [
            { header: t('flow.fields.step'), value: (r) => r.step_order },
            { header: t('flow.fields.title'), value: (r) => pickText(r.title, 'id') },
            { header: `${t('flow.fields.title')} (EN)`, value: (r) => pickText(r.title, 'en') },
            { header: t('flow.fields.description'), value: (r) => pickText(r.description, 'id') },
            {
              header: t('flow.fields.durationNote'),
              value: (r) => pickText(r.duration_note, 'id'),
            },
          ],
        }}
        actions={
          <ReorderAndNew
            entity={t('flow.entity')}
            rows={order.data}
            label={name}
            position={(r) => r.step_order}
            onSave={(items) =>
              reorder.mutateAsync(items.map((i) => ({ id: i.id, step_order: i.sort_order })))
            }
            onNew={editing.create}
          />
        }
      />
      {editing.open ? (
        <FlowStepForm
          key={editing.key}
          row={editing.row}
          onClose={editing.close}
          onReload={() => query.refetch()}
        />
      ) : null}
    </CrudPage>
  )
}
