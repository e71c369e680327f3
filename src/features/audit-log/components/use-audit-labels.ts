import { useTranslation } from 'react-i18next'

import { currentLanguage } from '@/lib/i18n'

import { type AuditRow, isAuditedTable } from '../lib/audit'
import { fullDateTime } from '../lib/format'

/** Words for an entry's table, action, actor and time in the active language. */
export function useAuditLabels() {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  return {
    language,
    table: (name: string) =>
      isAuditedTable(name) ? t(`auditLog.tables.${name}` as 'auditLog.tables.articles') : name,
    action: (action: string) =>
      action === 'insert' || action === 'update' || action === 'delete'
        ? t(`auditLog.actions.${action}`)
        : action,
    actor: (row: Pick<AuditRow, 'actor_email' | 'actor_role'>) =>
      row.actor_email ??
      (row.actor_role === 'anon' ? t('auditLog.actors.public') : t('auditLog.actors.system')),
    at: (iso: string) => fullDateTime(iso, language),
  }
}
