import { ChevronDown, History } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { ConflictError, type LastChange } from '@/lib/resource/db-errors'
import type { Resource, ResourceRow } from '@/lib/resource/resource'
import {
  REVISION_SECTIONS,
  type RevisionedTable,
  type RevisionSummary,
  useRestoreRevision,
  useRevisions,
} from '@/lib/resource/revision-requests'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/utils'

import { ConfirmDialog } from './confirm-dialog'
import { RevisionDialog, useRevisionLine } from './revision-dialog'
import { useFieldLabel } from './revision-diff-view'
import { ConflictDialog } from './use-conflict-checked-save'

/** Histories left open, so a restore (which remounts the form) keeps the panel open. */
const openHistories = new Set<string>()

/**
 * "Riwayat versi" below an edit form: every kept version of the item, newest first,
 * with who saved it, when and which fields; "Lihat perubahan" shows a version's diff, "Pulihkan"
 * saves an older version's content as a new version — only over the version this form loaded
 * (docs/product.md#no-lost-updates), and after saying that unsaved edits in the form go.
 */
export function RevisionHistory<Row extends ResourceRow>({
  resource,
  row,
  dirty,
  onRestored,
}: {
  resource: Resource<Row, never>
  row: Row
  /** The form has unsaved edits (a restore replaces them). */
  dirty: boolean
  /** After a restore: load the item again (the form remounts with the restored content). */
  onRestored: () => unknown
}) {
  const { t } = useTranslation('admin')
  const table = resource.table as RevisionedTable
  const key = `${table}:${row.id}`
  const [open, setOpen] = useState(() => openHistories.has(key))
  const [viewing, setViewing] = useState<RevisionSummary | null>(null)
  const [restoring, setRestoring] = useState<RevisionSummary | null>(null)
  const [conflict, setConflict] = useState<{ change: LastChange | null } | null>(null)
  const query = useRevisions(table, row.id, open)
  const restore = useRestoreRevision(resource.roots)
  const line = useRevisionLine()
  const label = useFieldLabel(REVISION_SECTIONS[table])
  const headingId = useId()
  const listId = useId()
  const newest = query.data?.[0]?.version
  const entity = t(resource.text.entity)

  const toggle = () => {
    if (open) openHistories.delete(key)
    else openHistories.add(key)
    setOpen(!open)
  }
  const confirmRestore = async () => {
    const revision = restoring!
    try {
      await restore.mutateAsync({ revision, loaded: row })
      void toast.success(t('crud.revisions.restored', { version: revision.version }))
      await onRestored()
    } catch (error) {
      if (error instanceof ConflictError) setConflict({ change: error.change })
      else
        void toast.error(
          t('crud.revisions.restoreFailed', { version: revision.version }),
          (error as { message?: string } | null)?.message,
        )
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-lg border">
      <div className="flex flex-wrap items-center justify-between gap-2 p-4">
        <div className="grid gap-0.5">
          <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
            <History className="size-4" aria-hidden="true" />
            {t('crud.revisions.title')}
          </h2>
          <p className="text-xs text-muted-foreground">{t('crud.revisions.description')}</p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={listId}
          onClick={toggle}
        >
          <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden />
          {open ? t('crud.revisions.hide') : t('crud.revisions.show')}
        </Button>
      </div>
      <div id={listId} hidden={!open}>
        {!open ? null : query.isPending ? (
          <div role="status" aria-label={t('crud.revisions.loading')} className="grid gap-2 p-4">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : query.isError ? (
          <div role="alert" className="flex items-center gap-3 border-t p-4 text-sm">
            <span className="text-destructive">{t('crud.revisions.error')}</span>
            <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t('crud.actions.retry')}
            </Button>
          </div>
        ) : query.data.length === 0 ? (
          <p className="border-t p-4 text-sm text-muted-foreground">{t('crud.revisions.empty')}</p>
        ) : (
          <ol aria-label={t('crud.revisions.title')}>
            {query.data.map((revision) => {
              const current = revision.version === newest
              const fields =
                revision.action === 'update' || revision.action === 'restore'
                  ? revision.changed_fields.map(label).join(', ')
                  : ''
              return (
                <li
                  key={revision.id}
                  className="flex flex-col gap-3 border-t p-4 sm:flex-row sm:items-center"
                >
                  <div className="grid min-w-0 gap-0.5 text-sm">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {t('crud.revisions.version', { version: revision.version })}
                      {current ? (
                        <Badge variant="outline">{t('crud.revisions.current')}</Badge>
                      ) : null}
                    </p>
                    <p className="text-muted-foreground">{line(revision)}</p>
                    {fields ? (
                      <p className="break-words text-muted-foreground">
                        {t('crud.revisions.changed', { fields })}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex shrink-0 gap-2 sm:ml-auto">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => setViewing(revision)}
                      aria-label={t('crud.revisions.viewVersion', { version: revision.version })}
                    >
                      {t('crud.revisions.view')}
                    </Button>
                    {current ? null : (
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        onClick={() => setRestoring(revision)}
                        aria-label={t('crud.revisions.restoreVersion', {
                          version: revision.version,
                        })}
                      >
                        {t('crud.revisions.restore')}
                      </Button>
                    )}
                  </div>
                </li>
              )
            })}
          </ol>
        )}
      </div>
      {viewing ? (
        <RevisionDialog
          revision={viewing}
          current={viewing.version === newest}
          onClose={() => setViewing(null)}
          onRestore={(revision) => {
            setViewing(null)
            setRestoring(revision)
          }}
        />
      ) : null}
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(next) => (next ? null : setRestoring(null))}
        title={t('crud.revisions.confirmTitle', { version: restoring?.version })}
        description={
          <>
            {t('crud.revisions.confirmDescription', { entity })}
            {dirty ? (
              <strong className="mt-2 block font-medium text-foreground">
                {t('crud.revisions.confirmDirty')}
              </strong>
            ) : null}
          </>
        }
        confirmLabel={t('crud.revisions.restore')}
        destructive={false}
        onConfirm={confirmRestore}
      />
      <ConflictDialog
        conflict={conflict}
        entity={entity}
        onClose={() => setConflict(null)}
        onReload={onRestored}
      />
    </section>
  )
}
