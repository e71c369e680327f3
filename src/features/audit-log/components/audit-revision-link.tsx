import { History } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { RevisionDialog } from '@/components/crud/revision-dialog'
import { Button } from '@/components/ui/button'
import { REVISION_SECTIONS, useRevisionOfAuditEntry } from '@/lib/resource/revision-requests'

/** Tables whose saves keep versions: their audit entries link to the version. */
export const isRevisioned = (table: string) => table in REVISION_SECTIONS

/** "Versi 4 · Lihat versi 4": the version an audit entry's save made, in a dialog (read-only). */
export function AuditRevisionLink({ auditId }: { auditId: number }) {
  const { t } = useTranslation('admin')
  const query = useRevisionOfAuditEntry(auditId)
  const [open, setOpen] = useState(false)
  if (query.isPending || query.isError) return null
  const revision = query.data
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 rounded-md border p-3 text-sm">
      <History className="size-4 text-muted-foreground" aria-hidden="true" />
      <span className="font-medium">{t('crud.revisions.auditVersion')}</span>
      {revision ? (
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
          {t('crud.revisions.auditOpen', { version: revision.version })}
        </Button>
      ) : (
        <span className="text-muted-foreground">{t('crud.revisions.auditNone')}</span>
      )}
      {open && revision ? (
        <RevisionDialog revision={revision} onClose={() => setOpen(false)} />
      ) : null}
    </div>
  )
}
