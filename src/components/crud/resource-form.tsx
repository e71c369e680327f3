import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import {
  type Control,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
  type UseFormReturn,
  useWatch,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { ZodType } from 'zod'

import {
  checkContent,
  checkInternalLinks,
  type ContentProblem,
  publishes,
} from '@/lib/resource/content-checks'
import { draftKey } from '@/lib/resource/editing-requests'
import type { PreviewTable } from '@/lib/resource/preview-requests'
import type { AdminKey, Resource, ResourceRow } from '@/lib/resource/resource'
import {
  isEditorialTable as isEditorial,
  itemReviewQuery,
  mustSubmit,
  reviewKeys,
  submitForReview,
  useReviewNeeded,
} from '@/lib/resource/review-requests'
import { useCrudMutation } from '@/lib/resource/use-crud-mutation'

import { ContentChecksPanel } from './content-checks-panel'
import { CrudForm } from './crud-form'
import { AutosaveStatus, EditingPanel } from './editing-panel'
import { FormSheet } from './form-sheet'
import { ActivePreviewLinks, PreviewLinkButton } from './preview-link'
import { ItemReviewStatus } from './review-status'
import { RevisionHistory } from './revision-history'
import { useAutosave } from './use-autosave'
import { useConflictCheckedSave } from './use-conflict-checked-save'
import { usePresence } from './use-presence'

export interface ResourceFormState<Values extends FieldValues> {
  form: UseFormReturn<Values>
  /** "Tambah …" or "Ubah …". */
  title: string
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>
  /** The conflict and unsaved-changes dialogs; CrudForm renders them. */
  dialogs: ReactNode
  /** The History panel (resources with `revisions`, editing a saved row), for CrudForm. */
  history: ReactNode
  /** The preview-link button (resources with `preview`), for CrudForm's actions. */
  preview: ReactNode
  /** The item's active preview links with "Cabut tautan", for CrudForm (below the actions). */
  previewLinks: ReactNode
  /** The content checks' panel (resources with `markdown`), for CrudForm (above the actions). */
  checks: ReactNode
  /** The item's review state (editorial collections), for CrudForm (above the fields). */
  review: ReactNode
  /** "Ajukan tinjauan" where this save submits for review (docs/decisions/030), for CrudForm. */
  submitLabel: string | undefined
  /**
   * Editorial collections (ADR 032): who else has the item open, the autosaved draft to
   * restore and the English translation status, for CrudForm (above the fields) …
   */
  editing: ReactNode
  /** … "Tersimpan otomatis 10:42" (beside Save) … */
  autosaveStatus: ReactNode
  /** … and whether someone else edits it (the fields and Save are disabled). */
  readOnly: boolean
  /** Deletes the autosaved draft (the sheet's Cancel). */
  discardDraft: () => Promise<void>
  /**
   * A field's `control`, `name` and `label` (`<section>.fields.<name in camelCase>`, or
   * `<section>.fields.<key>`), to spread into the kit's fields: `<TextField {...field('year')} />`.
   */
  field: (name: Path<Values>, key?: string) => FieldBinding<Values>
}

export interface FieldBinding<Values extends FieldValues> {
  control: Control<Values>
  name: Path<Values>
  label: string
}

const camelCase = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

/**
 * The wiring every resource form shares: react-hook-form with the resource's zod schema and
 * defaults, and the conflict-checked save through the resource (toasts, field errors from the
 * database, the "changed by X" dialog, the unsaved-changes warning). `schema`/`defaults`
 * override the resource's for forms that depend on other data (the superior choices).
 */
export function useResourceForm<
  Row extends ResourceRow,
  ResourceValues extends FieldValues,
  Values extends FieldValues = ResourceValues,
>(
  resource: Resource<Row, ResourceValues>,
  {
    row,
    onSaved,
    onReload,
    schema,
    defaults,
    toRow,
  }: {
    row: Row | null
    onSaved?: (row: Row) => unknown
    onReload: () => unknown
    /** A form of its own (a short "new page" form before the full editor). */
    schema?: ZodType<Values>
    defaults?: Values
    toRow?: (values: Values) => Record<string, unknown>
  },
): ResourceFormState<Values> {
  const { t } = useTranslation('admin')
  const config = resource.config.form
  if (!config) throw new Error(`${resource.table}: the resource has no form`)
  const form = useForm<Values>({
    resolver: zodResolver((schema ?? config.schema) as never) as unknown as Resolver<Values>,
    defaultValues: (defaults ?? config.defaults(row)) as never,
  })
  const mutation = resource.useSave()
  // Review before publishing: where the caller's publishing needs approval, a save that would
  // publish or change published content is submitted instead (the database refuses the write).
  const reviewNeeded = useReviewNeeded(resource.table)
  const submission = useCrudMutation(
    (fields: Record<string, unknown>) => submitForReview(resource.table, row, fields),
    [...resource.roots, reviewKeys.all],
  )
  const rowOf = (values: Values) =>
    (
      (toRow as ((values: Values) => Record<string, unknown>) | undefined) ??
      (config.toRow as unknown as (values: Values) => Record<string, unknown>)
    )(values)
  // An item in review reopens with its pending change, not the live row (docs/decisions/030):
  // once the change is loaded, the untouched form shows it; saving again submits over it (the
  // live row's updated_at stays the conflict check's base).
  const reviewable = Boolean(row) && isEditorial(resource.table) && !schema
  const itemReview = useQuery({
    ...itemReviewQuery(resource.table, row?.id ?? ''),
    enabled: reviewable,
  })
  const pending =
    reviewable && itemReview.data?.status === 'pending' && !itemReview.data.is_new
      ? itemReview.data
      : null
  const [shownReview, setShownReview] = useState<string | null>(null)
  const pendingKey = pending ? `${pending.id}:${pending.submitted_at}` : null
  // A change loaded (or submitted again) while the form is untouched: show it.
  if (pendingKey !== null && pendingKey !== shownReview && !form.formState.isDirty)
    setShownReview(pendingKey)
  const shownPending = shownReview !== null && shownReview === pendingKey ? pending : null
  useEffect(() => {
    if (!shownPending || !row || form.formState.isDirty) return
    form.reset(
      config.defaults({ ...row, ...shownPending.data, updated_at: row.updated_at } as Row) as never,
    )
  }, [config, form, row, shownPending])
  const watched = useWatch({ control: form.control }) as Values
  const submitsForReview =
    reviewNeeded && mustSubmit(true, row as Record<string, unknown> | null, safeRow(rowOf, watched))
  const submitted = useRef(false)
  const autosave = useAutosave({
    form,
    table: resource.table,
    itemKey: draftKey(row?.id),
    baseUpdatedAt: row?.updated_at ?? null,
    enabled: resource.editorial,
  })
  const presence = usePresence({
    table: resource.table,
    id: row?.id ?? null,
    enabled: resource.editorial,
  })
  const readOnly = presence.mode === 'read' || presence.mode === 'taken'
  // Taken over: what this user typed stays in the (now read-only) form and in the draft.
  const { flush } = autosave
  useEffect(() => {
    if (presence.mode === 'taken') void flush()
  }, [flush, presence.mode])
  const { onSubmit, dialogs } = useConflictCheckedSave({
    form,
    entity: t(resource.text.entity),
    table: resource.table,
    isNew: row === null,
    save: async (values) => {
      const fields = rowOf(values)
      submitted.current = mustSubmit(reviewNeeded, row as Record<string, unknown> | null, fields)
      if (submitted.current) {
        await submission.mutateAsync(fields)
        return (row ?? { ...fields }) as Row
      }
      return mutation.mutateAsync({
        row,
        values: values as unknown as ResourceValues,
        toRow: toRow as ((values: ResourceValues) => Record<string, unknown>) | undefined,
      })
    },
    savedText: () =>
      submitted.current ? t('review.submitted', { entity: t(resource.text.entity) }) : null,
    onSaved: async (saved) => {
      await autosave.discard(true)
      return onSaved?.(saved)
    },
    onReload,
  })
  // The content checks: on every save of a form with Markdown fields, before anything is sent.
  const [problems, setProblems] = useState<ContentProblem[] | null>(null)
  const [blocked, setBlocked] = useState(false)
  const panel = useRef<HTMLElement>(null)
  const markdown = resource.config.markdown
  const checkedSubmit = markdown
    ? async (event?: React.BaseSyntheticEvent) => {
        event?.preventDefault()
        const fields = (
          toRow ?? (config.toRow as unknown as (v: Values) => Record<string, unknown>)
        )(form.getValues())
        const found = checkContent(fields, markdown)
        let all = found.problems
        try {
          all = [...all, ...(await checkInternalLinks(found.links))]
        } catch {
          // The lookup failed (offline): the save's own answer will say so.
        }
        const stop =
          all.some((p) => p.blocking) &&
          publishes(fields, row as unknown as Record<string, unknown> | null)
        setProblems(all)
        setBlocked(stop)
        if (stop) {
          requestAnimationFrame(() => panel.current?.focus())
          return
        }
        await onSubmit(event)
      }
    : onSubmit
  const checks = markdown ? (
    <ContentChecksPanel
      ref={panel}
      problems={problems}
      blocked={blocked}
      section={resource.config.section}
    />
  ) : null
  const review =
    row && isEditorial(resource.table) ? (
      <ItemReviewStatus
        table={resource.table}
        recordId={row.id}
        showingPending={shownPending !== null}
        resubmits={reviewNeeded}
      />
    ) : null
  const editing = resource.editorial ? (
    <EditingPanel
      table={resource.table}
      section={resource.config.section}
      rowId={row?.id ?? null}
      rowUpdatedAt={row?.updated_at ?? null}
      autosave={autosave}
      presence={presence}
    />
  ) : null
  const autosaveStatus = resource.editorial ? <AutosaveStatus autosave={autosave} /> : null
  const title = t(row ? resource.text.editTitle : resource.text.newTitle)
  const history =
    resource.config.revisions && row ? (
      <RevisionHistory
        resource={resource as unknown as Resource<Row, never>}
        row={row}
        dirty={form.formState.isDirty}
        onRestored={onReload}
      />
    ) : null
  // The full edit form only (a short "new page" form passes its own toRow).
  // Links made for an item not saved yet have no record id: the form lists those it made.
  const [madeLinks, setMadeLinks] = useState<string[]>([])
  const previewed = resource.config.preview && !toRow
  const preview = previewed ? (
    <PreviewLinkButton
      table={resource.table as PreviewTable}
      recordId={row?.id ?? null}
      getData={() => ({ ...row, ...config.toRow(form.getValues() as unknown as ResourceValues) })}
      onCreated={(id) => setMadeLinks((ids) => [...ids, id])}
    />
  ) : null
  const previewLinks = previewed ? (
    <ActivePreviewLinks
      table={resource.table as PreviewTable}
      recordId={row?.id ?? null}
      ids={madeLinks}
    />
  ) : null
  const field = (name: Path<Values>, key = camelCase(name)) => ({
    control: form.control,
    name,
    label: t(`${resource.config.section}.fields.${key}` as AdminKey),
  })
  return {
    form,
    title,
    onSubmit: checkedSubmit,
    dialogs,
    field,
    history,
    preview,
    previewLinks,
    checks,
    review,
    submitLabel: submitsForReview ? t('review.submit') : undefined,
    editing,
    autosaveStatus,
    readOnly,
    discardDraft: () => autosave.discard(),
  }
}

/** The row the form would write now (for the button's label), or {} while values are partial. */
function safeRow<Values>(
  toRow: (values: Values) => Record<string, unknown>,
  values: Values,
): Record<string, unknown> {
  try {
    return toRow(values)
  } catch {
    return {}
  }
}

/** A resource form in the side sheet: the fields, then Save and Cancel. */
export function ResourceSheet<Values extends FieldValues>({
  state,
  onClose,
  children,
}: {
  state: ResourceFormState<Values>
  onClose: () => void
  children: ReactNode
}) {
  const { form, title, onSubmit, dialogs, history, checks, review, submitLabel } = state
  const { editing, autosaveStatus, readOnly } = state
  // Cancel (and Escape, ×, the overlay) discards the autosaved draft with the changes.
  const close = () => {
    void state.discardDraft()
    onClose()
  }
  return (
    <FormSheet title={title} dirty={form.formState.isDirty && !readOnly} onClose={close}>
      {(requestClose) => (
        <CrudForm
          form={form}
          onSubmit={onSubmit}
          dialogs={dialogs}
          onCancel={requestClose}
          label={title}
          history={history}
          checks={checks}
          review={review}
          submitLabel={submitLabel}
          editing={editing}
          autosaveStatus={autosaveStatus}
          readOnly={readOnly}
        >
          {children}
        </CrudForm>
      )}
    </FormSheet>
  )
}
