import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { CrudPage } from '@/components/crud/crud-page'
import { DataTable } from '@/components/crud/data-table'
import { useAuditActorsQuery } from '@/features/audit-log/api/list-audit-actors'
import { AUDIT_FILTERS, useAuditLogQuery } from '@/features/audit-log/api/list-audit-log'
import { auditColumns, auditCsv, auditFilters } from '@/features/audit-log/components/audit-columns'
import { AuditDateRange } from '@/features/audit-log/components/audit-date-range'
import { AuditDetailSheet } from '@/features/audit-log/components/audit-detail-sheet'
import { useAuditLabels } from '@/features/audit-log/components/use-audit-labels'
import type { AuditRow } from '@/features/audit-log/lib/audit'
import { useListParams } from '@/lib/resource/list-params'

/** /admin/audit-log: every audit entry, newest first, filterable, with details and CSV. */
export function Component() {
  const { t } = useTranslation('admin')
  const labels = useAuditLabels()
  const [params, setParams] = useListParams(AUDIT_FILTERS)
  const query = useAuditLogQuery(params)
  const actors = useAuditActorsQuery()
  const [open, setOpen] = useState<AuditRow | null>(null)

  return (
    <CrudPage title={t('auditLog.title')} description={t('auditLog.description')}>
      {/* min-w-0: the wide table scrolls inside its box instead of widening the page on phones. */}
      <div className="min-w-0">
        <DataTable
          entity={t('auditLog.entity')}
          label={t('auditLog.title')}
          columns={auditColumns(t, labels, setOpen)}
          query={query}
          params={params}
          setParams={setParams}
          getRowId={(row) => String(row.id)}
          getRowName={(row) => row.record_title ?? String(row.id)}
          filters={auditFilters(t, labels, actors.data ?? [])}
          csv={auditCsv(t, labels, params)}
          actions={
            <AuditDateRange
              from={params.filters.from ?? ''}
              to={params.filters.to ?? ''}
              onChange={(change) => setParams({ filters: change })}
            />
          }
        />
      </div>
      {open ? <AuditDetailSheet row={open} labels={labels} onClose={() => setOpen(null)} /> : null}
    </CrudPage>
  )
}
