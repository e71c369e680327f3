import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  CheckCheck,
  ClipboardCheck,
  Languages,
  PencilLine,
  RotateCcw,
  Trash2,
  Users,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  editingKeys,
  type EnglishFields,
  getEnglishFields,
  markEnglishCurrent,
  type PresenceOther,
} from '@/lib/resource/editing-requests'
import type { AdminKey } from '@/lib/resource/resource'

import type { AutosaveState } from './use-autosave'
import type { PresenceInfo } from './use-presence'

/** "10:42" in the viewer's clock. */
export function clockTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso))
}

const camelCase = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

/** A field's label from the resource's section (`<section>.fields.<camelCase>`), or its name. */
function useFieldLabel(section: string) {
  const { t } = useTranslation('admin')
  return (field: string) =>
    t(`${section}.fields.${camelCase(field)}` as AdminKey, { defaultValue: field }) as string
}

/** "Tersimpan otomatis 10:42" next to the form's Save button (polite live region). */
export function AutosaveStatus({ autosave }: { autosave: AutosaveState }) {
  const { t } = useTranslation('admin')
  const text = autosave.failed
    ? t('editing.autosaveFailed')
    : autosave.savedAt
      ? t('editing.autosaved', { time: clockTime(autosave.savedAt) })
      : ''
  return (
    <p className="text-xs text-muted-foreground" role="status" data-testid="autosave-status">
      {text}
    </p>
  )
}

const box = 'flex flex-col gap-2 rounded-md border p-3 text-sm sm:flex-row sm:items-center'

/**
 * Above a kit form's fields: who else has the item open (and take over), the offer to restore an
 * autosaved draft, and the item's English translation status with "mark up to date".
 */
export function EditingPanel({
  table,
  section,
  rowId,
  rowUpdatedAt,
  autosave,
  presence,
}: {
  table: string
  section: string
  rowId: string | null
  rowUpdatedAt: string | null
  autosave: AutosaveState
  presence: PresenceInfo
}) {
  const { t } = useTranslation('admin')
  const { offered } = autosave
  const editors = presence.others.filter((o) => o.mode === 'edit')
  const readers = presence.others.filter((o) => o.mode === 'read')
  const names = (list: PresenceOther[]) => list.map((o) => o.name).join(', ')
  return (
    <div className="grid gap-2 empty:hidden">
      {presence.mode === 'taken' ? (
        <div className={`${box} border-destructive/50 bg-destructive/5`} role="alert">
          <Users className="size-4 shrink-0" aria-hidden="true" />
          <p className="flex-1">{t('editing.takenOver', { name: presence.takenBy ?? '' })}</p>
          <Button type="button" size="sm" variant="outline" onClick={() => presence.takeOver()}>
            {t('editing.takeBack')}
          </Button>
        </div>
      ) : null}
      {presence.mode === 'read' ? (
        <div className={`${box} border-highlight bg-highlight/10`} role="status">
          <Users className="size-4 shrink-0" aria-hidden="true" />
          <p className="flex-1">
            {editors.length ? (
              <strong>{t('editing.beingEditedBy', { name: names(editors) })}</strong>
            ) : null}{' '}
            {t('editing.readOnlyNote')}
          </p>
          <Button type="button" size="sm" onClick={() => presence.takeOver()}>
            <PencilLine aria-hidden="true" />
            {editors.length ? t('editing.takeOver') : t('editing.startEditing')}
          </Button>
        </div>
      ) : null}
      {presence.mode === 'edit' && readers.length ? (
        <p className="text-xs text-muted-foreground" role="status">
          {t('editing.alsoOpen', { names: names(readers) })}
        </p>
      ) : null}
      {offered && presence.mode !== 'read' ? (
        <div className={`${box} bg-muted/50`} role="status">
          <RotateCcw className="size-4 shrink-0" aria-hidden="true" />
          <div className="flex-1">
            <p>{t('editing.draftFound', { time: clockTime(offered.saved_at) })}</p>
            {rowUpdatedAt &&
            offered.base_updated_at &&
            new Date(rowUpdatedAt) > new Date(offered.base_updated_at) ? (
              <p className="text-xs text-muted-foreground">{t('editing.draftOlder')}</p>
            ) : null}
          </div>
          <div className="flex gap-2">
            <Button type="button" size="sm" onClick={autosave.restore}>
              {t('editing.restoreDraft')}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={autosave.dismiss}>
              <Trash2 aria-hidden="true" />
              {t('editing.discardDraft')}
            </Button>
          </div>
        </div>
      ) : null}
      {rowId ? (
        <TranslationStatus
          table={table}
          section={section}
          id={rowId}
          updatedAt={rowUpdatedAt}
          canMark={presence.mode === 'edit' || presence.mode === 'off'}
        />
      ) : null}
    </div>
  )
}

/** The item's fields whose English is missing or outdated, and "mark English as up to date". */
function TranslationStatus({
  table,
  section,
  id,
  updatedAt,
  canMark,
}: {
  table: string
  section: string
  id: string
  updatedAt: string | null
  canMark: boolean
}) {
  const { t } = useTranslation('admin')
  const label = useFieldLabel(section)
  const client = useQueryClient()
  const query = useQuery({
    queryKey: [...editingKeys.english(table, id), updatedAt],
    queryFn: () => getEnglishFields(table, id),
  })
  const mark = useMutation({
    mutationFn: () => markEnglishCurrent(table, id),
    onSuccess: async () => {
      toast.success(t('editing.markedEnglishCurrent'))
      await client.invalidateQueries({ queryKey: [table] })
      await client.invalidateQueries({ queryKey: editingKeys.englishCounts })
    },
  })
  const fields = Object.entries(query.data ?? {})
  if (!fields.length) return null
  const outdated = fields.some(([, state]) => state === 'outdated')
  return (
    <section
      className={`${box} items-start bg-muted/30`}
      aria-label={t('editing.englishPanel')}
      data-testid="translation-status"
    >
      <Languages className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex-1">
        <p className="font-medium">{t('editing.englishPanel')}</p>
        <ul className="text-xs text-muted-foreground">
          {fields.map(([field, state]) => (
            <li key={field}>
              {state === 'missing'
                ? t('editing.englishFieldMissing', { field: label(field) })
                : t('editing.englishFieldOutdated', { field: label(field) })}
            </li>
          ))}
        </ul>
      </div>
      {outdated && canMark ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={mark.isPending}
          onClick={() => mark.mutate()}
        >
          <CheckCheck aria-hidden="true" />
          {t('editing.markEnglishCurrent')}
        </Button>
      ) : null}
    </section>
  )
}

/**
 * A list row's badges: a change waiting for review, who edits it, and whether its English is
 * missing or outdated.
 */
export function EditingBadges({
  section,
  english,
  editors,
  inReview,
}: {
  section: string
  english: EnglishFields | undefined
  editors: PresenceOther[] | undefined
  /** The row's `in_review` computed field (docs/decisions/030). */
  inReview?: boolean
}) {
  const { t } = useTranslation('admin')
  const label = useFieldLabel(section)
  const by = (state: 'missing' | 'outdated') =>
    Object.entries(english ?? {})
      .filter(([, s]) => s === state)
      .map(([field]) => label(field))
  const missing = by('missing')
  const outdated = by('outdated')
  const editing = (editors ?? []).filter((o) => o.mode === 'edit')
  if (!missing.length && !outdated.length && !editing.length && !inReview) return null
  return (
    <div className="mt-1 flex flex-wrap gap-1">
      {inReview ? (
        <Badge variant="highlight" data-testid="in-review" title={t('teamEditing.inReviewTitle')}>
          <ClipboardCheck className="mr-1 size-3" aria-hidden="true" />
          {t('review.inReview')}
        </Badge>
      ) : null}
      {editing.length ? (
        <Badge variant="highlight" data-testid="being-edited">
          <Users className="mr-1 size-3" aria-hidden="true" />
          {t('editing.beingEditedBy', { name: editing.map((o) => o.name).join(', ') })}
        </Badge>
      ) : null}
      {missing.length ? (
        <Badge
          variant="outline"
          title={t('editing.englishMissingTitle', { fields: missing.join(', ') })}
        >
          {t('editing.englishMissing')}
          <span className="sr-only">: {missing.join(', ')}</span>
        </Badge>
      ) : null}
      {outdated.length ? (
        <Badge
          variant="secondary"
          title={t('editing.englishOutdatedTitle', { fields: outdated.join(', ') })}
        >
          {t('editing.englishOutdated')}
          <span className="sr-only">: {outdated.join(', ')}</span>
        </Badge>
      ) : null}
    </div>
  )
}
