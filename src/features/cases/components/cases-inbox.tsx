import { AlertTriangle } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { CrudPage } from '@/components/crud/crud-page'
import { DataTable } from '@/components/crud/data-table'
import { StatusCountFilter, statusCountItems } from '@/components/crud/status-count-filter'
import { adminRoutes } from '@/config/admin-routes'
import { currentLanguage } from '@/lib/i18n'
import { useListParams } from '@/lib/resource/list-params'
import { useStaffNames } from '@/lib/resource/staff-members'

import { useCasesDeleteMutation } from '../api/delete-cases'
import { useCaseCountsQuery } from '../api/get-case-counts'
import { getCases, useCasesQuery } from '../api/list-cases'
import { CASE_STATUSES, type CaseType } from '../schemas'
import { caseColumns, caseCsvColumns } from './case-columns'
import { CaseTypeNav } from './case-type-nav'

const SECTION = { complaint: 'complaints', appeal: 'appeals' } as const

/**
 * `/admin/keluhan` or `/admin/banding`: the inbox of one case type. `canDelete` comes from the
 * route (admins only; RLS refuses editors anyway).
 */
export function CasesInbox({ type, canDelete }: { type: CaseType; canDelete: boolean }) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const section = SECTION[type]
  const [params, setParams] = useListParams(['status', 'overdue'])
  const query = useCasesQuery(type, params)
  const counts = useCaseCountsQuery(type)
  const remove = useCasesDeleteMutation(type)
  const handlerName = useStaffNames()
  const base = type === 'complaint' ? adminRoutes.complaints : adminRoutes.appeals
  const entity = t(`${section}.entity`)
  const current = params.filters.overdue === '1' ? 'overdue' : (params.filters.status ?? null)

  return (
    <CrudPage title={t(`${section}.title`)} description={t(`${section}.description`)}>
      <CaseTypeNav current={type} />
      <StatusCountFilter
        label={t('cases.statusFilter')}
        value={current}
        onChange={(value) =>
          setParams({
            filters: {
              status: value === 'overdue' ? null : value,
              overdue: value === 'overdue' ? '1' : null,
            },
          })
        }
        items={[
          ...statusCountItems(CASE_STATUSES, counts.data, {
            all: t('cases.allStatuses'),
            label: (status) => t(`cases.status.${status}`),
            attention: 'baru',
          }),
          {
            value: 'overdue',
            label: t('cases.overdue'),
            count: counts.data?.overdue,
            emphasis: (counts.data?.overdue ?? 0) > 0,
            icon: <AlertTriangle className="size-3.5" aria-hidden="true" />,
          },
        ]}
      />
      {/* min-w-0: the page grid must not grow to the table's width on a phone (it scrolls). */}
      <div className="min-w-0">
        <DataTable
          entity={entity}
          label={t(`${section}.title`)}
          columns={caseColumns(t, {
            entity,
            language,
            detailHref: (row) => `${base}/${row.id}`,
            handlerName,
            onDelete: canDelete ? (row) => remove.mutateAsync([row.id]) : undefined,
          })}
          query={query}
          params={params}
          setParams={setParams}
          getRowId={(row) => row.id}
          getRowName={(row) => row.reference}
          onDelete={canDelete ? (ids) => remove.mutateAsync(ids) : undefined}
          csv={{
            filename: type === 'complaint' ? 'keluhan' : 'banding',
            fetchAll: (onProgress) =>
              getCases(type, params, undefined, true, onProgress).then((r) => r.rows),
            columns: caseCsvColumns(t, handlerName, type),
          }}
        />
      </div>
    </CrudPage>
  )
}
