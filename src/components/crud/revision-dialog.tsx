import type { TFunction } from 'i18next'
import { History } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { currentLanguage } from '@/lib/i18n'
import {
  REVISION_SECTIONS,
  type RevisionSummary,
  useRevisionWithPrevious,
} from '@/lib/resource/revision-requests'
import { useSiteTimeZone } from '@/lib/resource/site-time-zone'
import { formatInZone } from '@/lib/time-zone'

import { RevisionDiffView } from './revision-diff-view'

/** "Diubah oleh Ani · 25 Nov 2026, 10.03 WIB", "Dipulihkan dari versi 2 oleh …". */
export function useRevisionLine(): (revision: RevisionSummary) => string {
  const { t, i18n } = useTranslation('admin')
  const timeZone = useSiteTimeZone()
  const language = currentLanguage(i18n)
  return (revision) =>
    t('crud.revisions.line', {
      action: revisionAction(t, revision),
      actor: revision.actor_name ?? t('crud.revisions.system'),
      at: formatInZone(revision.created_at, language, timeZone),
    })
}

export function revisionAction(t: TFunction<'admin'>, revision: RevisionSummary): string {
  switch (revision.action) {
    case 'insert':
      return t('crud.revisions.actions.insert')
    case 'restore':
      return t('crud.revisions.actions.restore', { version: revision.restored_version })
    case 'baseline':
      return t('crud.revisions.actions.baseline')
    default:
      return t('crud.revisions.actions.update')
  }
}

/**
 * One version in a dialog: who saved it and when, and what it changed against the version kept
 * before it, per field and language. `onRestore` adds "Pulihkan" (not for the current version).
 */
export function RevisionDialog({
  revision,
  current = false,
  onClose,
  onRestore,
}: {
  revision: RevisionSummary
  current?: boolean
  onClose: () => void
  onRestore?: (revision: RevisionSummary) => void
}) {
  const { t } = useTranslation('admin')
  const line = useRevisionLine()
  const query = useRevisionWithPrevious(revision.id)
  const section = REVISION_SECTIONS[revision.table_name as keyof typeof REVISION_SECTIONS]
  const previous = query.data?.previous ?? null
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="sm:max-w-3xl" closeLabel={t('crud.actions.close')}>
        <DialogHeader className="pr-8">
          <DialogTitle>
            {t('crud.revisions.version', { version: revision.version })}
            {current ? ` · ${t('crud.revisions.current')}` : ''}
          </DialogTitle>
          <DialogDescription>{line(revision)}</DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <div role="status" aria-label={t('crud.revisions.loading')} className="grid gap-3">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('crud.revisions.error')}
          </p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {previous
                ? t('crud.revisions.comparedWith', { version: previous.version })
                : revision.version > 1
                  ? t('crud.revisions.previousPruned')
                  : t('crud.revisions.first')}
            </p>
            <RevisionDiffView
              before={previous?.data ?? null}
              after={query.data.revision.data}
              section={section}
            />
          </>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('crud.actions.close')}
          </Button>
          {onRestore && !current ? (
            <Button type="button" onClick={() => onRestore(revision)}>
              <History aria-hidden="true" />
              {t('crud.revisions.restoreVersion', { version: revision.version })}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
