import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CrudPage } from '@/components/crud/crud-page'
import { DataTable } from '@/components/crud/data-table'
import { useListParams } from '@/components/crud/list-params'
import { useAuditActorsQuery } from '@/features/audit-log/api/list-audit-actors'
import {
  AUDIT_FILTERS,
  getAuditLog,
  useAuditLogQuery,
} from '@/features/audit-log/api/list-audit-log'
import { auditColumns } from '@/features/audit-log/components/audit-columns'
import { AuditDateRange } from '@/features/audit-log/components/audit-date-range'
import { AuditDetailSheet } from '@/features/audit-log/components/audit-detail-sheet'
import { useAuditLabels } from '@/features/audit-log/components/use-audit-labels'
import {
  AUDIT_ACTIONS,
  AUDITED_TABLES,
  NO_ACTOR,
  type AuditRow,
} from '@/features/audit-log/lib/audit'

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
          filters={[
            {
              id: 'table_name',
              label: t('auditLog.filters.table'),
              options: AUDITED_TABLES.map((name) => ({
                value: name,
                label: labels.table(name),
              })).sort((a, b) => a.label.localeCompare(b.label)),
            },
            {
              id: 'action',
              label: t('auditLog.filters.action'),
              options: AUDIT_ACTIONS.map((action) => ({
                value: action,
                label: labels.action(action),
              })),
            },
            {
              id: 'actor',
              label: t('auditLog.filters.actor'),
              options: [
                {
                  value: NO_ACTOR,
                  label: `${t('auditLog.actors.system')} / ${t('auditLog.actors.public')}`,
                },
                ...(actors.data ?? []).map((email) => ({ value: email, label: email })),
              ],
            },
          ]}
          csv={{
            filename: 'log-audit',
            fetchAll: () => getAuditLog(params, undefined, true).then((r) => r.rows),
            columns: [
              { header: t('auditLog.fields.at'), value: (r) => r.at },
              {
                header: t('auditLog.fields.actor'),
                value: (r) => r.actor_email ?? labels.actor(r),
              },
              { header: t('auditLog.fields.actorRole'), value: (r) => r.actor_role },
              { header: t('auditLog.fields.action'), value: (r) => r.action },
              { header: t('auditLog.fields.table'), value: (r) => r.table_name },
              { header: t('auditLog.fields.recordId'), value: (r) => r.record_id },
              { header: t('auditLog.fields.record'), value: (r) => r.record_title },
              { header: t('auditLog.fields.changes'), value: (r) => JSON.stringify(r.changes) },
            ],
          }}
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
