import { useCallback, useEffect, useRef, useState } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'

import { deleteDraft, type Draft, getDraft, saveDraft } from '@/lib/resource/editing-requests'

/** How long typing may go unsaved: a draft is written at most this often while values change. */
export const AUTOSAVE_DELAY_MS = 3000

export interface AutosaveState {
  /** When the last draft reached the server (ISO), or null. */
  savedAt: string | null
  /** The last autosave failed (the form still holds the text). */
  failed: boolean
  /** A draft left from an earlier visit (a crash, a closed tab), offered for restoring. */
  offered: Draft | null
  /** Puts the offered draft's values into the form (dirty, so Save saves them). */
  restore: () => void
  /** Deletes the offered draft without restoring it. */
  dismiss: () => void
  /**
   * Deletes the draft (after a save or a cancel) and stops autosaving; `resume` (after a save,
   * the form stays open) starts again from the values just saved.
   */
  discard: (resume?: boolean) => Promise<void>
  /** Writes the values now (e.g. before the form becomes read-only). */
  flush: () => Promise<void>
}

const json = (value: unknown) => JSON.stringify(value)

/**
 * Autosave of a kit form (docs/decisions/032-drafts-presence-translations.md): while the values
 * differ from what was loaded, a draft copy goes to the server at most every few seconds (per
 * user and item); a draft found when the form opens is offered for restoring; save and cancel
 * discard it. Writes run one after another, so a discard is never overtaken by a late save.
 */
export function useAutosave<Values extends FieldValues>({
  form,
  table,
  itemKey,
  baseUpdatedAt,
  enabled,
  delayMs = AUTOSAVE_DELAY_MS,
}: {
  form: UseFormReturn<Values>
  table: string
  itemKey: string
  baseUpdatedAt: string | null
  enabled: boolean
  delayMs?: number
}): AutosaveState {
  const [savedAt, setSavedAt] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const [offered, setOffered] = useState<Draft | null>(null)
  const chain = useRef<Promise<unknown>>(Promise.resolve())
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const stopped = useRef(false)
  // A draft exists on the server (written now, or offered) and is deleted on discard.
  const exists = useRef(false)
  // What the form loaded, as JSON (getValues() may hand back the live object).
  const loaded = useRef('')

  // The form object's identity may change between renders (react-hook-form): read it through a
  // ref, so a re-render never restarts the subscription (and drops the pending write).
  const formRef = useRef(form)
  const base = useRef(baseUpdatedAt)
  useEffect(() => {
    formRef.current = form
    base.current = baseUpdatedAt
  })

  const queue = useCallback((op: () => Promise<unknown>) => {
    const next = chain.current.then(op, op)
    chain.current = next.catch(() => undefined)
    return next
  }, [])

  const write = useCallback(() => {
    timer.current = null
    if (stopped.current) return Promise.resolve()
    const values = formRef.current.getValues()
    if (json(values) === loaded.current && !exists.current) return Promise.resolve()
    exists.current = true
    return queue(() =>
      stopped.current
        ? Promise.resolve()
        : saveDraft(table, itemKey, values as Record<string, unknown>, base.current).then((at) => {
            setSavedAt(at)
            setFailed(false)
          }),
    ).catch(() => setFailed(true))
  }, [itemKey, queue, table])

  useEffect(() => {
    if (!enabled) return
    stopped.current = false
    const form = formRef.current
    loaded.current = json(form.getValues())
    let alive = true
    getDraft(table, itemKey)
      .then((draft) => {
        if (!alive || !draft) return
        exists.current = true
        if (json(draft.data) !== loaded.current) setOffered(draft)
      })
      .catch(() => undefined)
    const subscription = form.watch(() => {
      if (stopped.current || timer.current) return
      timer.current = setTimeout(() => void write(), delayMs)
    })
    return () => {
      alive = false
      subscription.unsubscribe()
      if (timer.current) clearTimeout(timer.current)
      timer.current = null
    }
  }, [delayMs, enabled, itemKey, table, write])

  const restore = useCallback(() => {
    if (!offered) return
    for (const [name, value] of Object.entries(offered.data)) {
      formRef.current.setValue(name as Path<Values>, value as PathValue<Values, Path<Values>>, {
        shouldDirty: true,
      })
    }
    setOffered(null)
  }, [offered])

  const dismiss = useCallback(() => {
    setOffered(null)
    exists.current = false
    void queue(() => deleteDraft(table, itemKey)).catch(() => undefined)
  }, [itemKey, queue, table])

  const discard = useCallback(
    async (resume = false) => {
      stopped.current = true
      if (timer.current) clearTimeout(timer.current)
      timer.current = null
      if (enabled && exists.current) {
        exists.current = false
        setOffered(null)
        setSavedAt(null)
        await queue(() => deleteDraft(table, itemKey)).catch(() => undefined)
      }
      if (resume) {
        loaded.current = json(formRef.current.getValues())
        stopped.current = false
      }
    },
    [enabled, itemKey, queue, table],
  )

  const flush = useCallback(async () => {
    if (!enabled) return
    if (timer.current) clearTimeout(timer.current)
    await write()
  }, [enabled, write])

  return { savedAt, failed, offered, restore, dismiss, discard, flush }
}
