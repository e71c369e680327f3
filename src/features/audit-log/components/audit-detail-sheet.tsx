import { useTranslation } from 'react-i18next'

import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet'

import { type AuditRow, changeRows, formatValue, recordLabel } from '../lib/audit'
import { AuditRevisionLink, isRevisioned } from './audit-revision-link'
import type { useAuditLabels } from './use-audit-labels'

function Value({ value, empty }: { value: unknown; empty: string }) {
  const text = formatValue(value as Parameters<typeof formatValue>[0])
  if (text === '') return <span className="italic text-muted-foreground">{empty}</span>
  return <pre className="whitespace-pre-wrap break-words font-mono text-xs">{text}</pre>
}

/** One entry: who, when, what, and each changed field old → new (read-only). */
export function AuditDetailSheet({
  row,
  labels,
  onClose,
}: {
  row: AuditRow
  labels: ReturnType<typeof useAuditLabels>
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  const changes = changeRows(row.action, row.changes)
  const showOld = row.action !== 'insert'
  const showNew = row.action !== 'delete'
  const empty = t('auditLog.detail.empty')
  const meta: [string, string][] = [
    [t('auditLog.fields.at'), labels.at(row.at)],
    [t('auditLog.fields.actor'), labels.actor(row)],
    [t('auditLog.fields.action'), labels.action(row.action)],
    [t('auditLog.fields.table'), labels.table(row.table_name)],
    [t('auditLog.fields.record'), recordLabel(row) ?? '—'],
    [t('auditLog.fields.recordId'), row.record_id ?? '—'],
  ]
  return (
    <Sheet open onOpenChange={(open) => (open ? null : onClose())}>
      <SheetContent
        side="right"
        bare
        className="w-full gap-4 p-6 sm:max-w-2xl"
        closeLabel={t('crud.actions.close')}
      >
        <SheetHeader className="pr-8">
          <SheetTitle>{t('auditLog.detail.title')}</SheetTitle>
          <SheetDescription>
            {t('auditLog.detail.description', {
              action: labels.action(row.action),
              table: labels.table(row.table_name),
              actor: labels.actor(row),
              at: labels.at(row.at),
            })}
          </SheetDescription>
        </SheetHeader>
        <dl className="mt-4 grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
          {meta.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
        {isRevisioned(row.table_name) && row.action !== 'delete' ? (
          <AuditRevisionLink auditId={row.id} />
        ) : null}
        <h3 className="mb-2 mt-6 font-semibold">{t('auditLog.fields.changes')}</h3>
        {changes.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('auditLog.detail.noChanges')}</p>
        ) : (
          // Focusable so that a keyboard can scroll a wide change sideways on a phone.
          <div
            className="overflow-x-auto rounded-md border"
            role="region"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus to be scrolled by keyboard (axe scrollable-region-focusable)
            tabIndex={0}
            aria-label={t('auditLog.fields.changes')}
          >
            <table className="w-full text-sm" aria-label={t('auditLog.fields.changes')}>
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="p-2 font-medium">
                    {t('auditLog.fields.field')}
                  </th>
                  {showOld ? (
                    <th scope="col" className="p-2 font-medium">
                      {showNew ? t('auditLog.fields.old') : t('auditLog.fields.value')}
                    </th>
                  ) : null}
                  {showNew ? (
                    <th scope="col" className="p-2 font-medium">
                      {showOld ? t('auditLog.fields.new') : t('auditLog.fields.value')}
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.field} className="border-t align-top">
                    <th scope="row" className="p-2 text-left font-mono text-xs font-medium">
                      {change.field}
                    </th>
                    {showOld ? (
                      <td className="p-2">
                        <Value value={change.old} empty={empty} />
                      </td>
                    ) : null}
                    {showNew ? (
                      <td className="p-2">
                        <Value value={change.new} empty={empty} />
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </SheetContent>
    </Sheet>
  )
}
