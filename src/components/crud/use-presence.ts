import { useCallback, useEffect, useRef, useState } from 'react'

import {
  currentAccessToken,
  heartbeat,
  HEARTBEAT_SECONDS,
  leave,
  leaveOnUnload,
  type PresenceOther,
  type PresenceState,
  takeOver as requestTakeOver,
} from '@/lib/resource/editing-requests'

/**
 * `pending`: asking who else is there; `edit`: this user edits; `read`: someone else edits, the
 * form is read-only; `taken`: someone took over from this user (read-only, their text kept).
 */
export type PresenceMode = 'off' | 'pending' | 'edit' | 'read' | 'taken'

export interface PresenceInfo {
  mode: PresenceMode
  /** The others who have the item open (editing or reading). */
  others: PresenceOther[]
  /** Who took over from this user. */
  takenBy: string | null
  /** This user edits; those editing become read-only and see who took over. */
  takeOver: () => Promise<void>
}

const editing = (state: PresenceState) => state.others.some((o) => o.mode === 'edit')

/**
 * Presence on an item open in a kit form (docs/decisions/032-drafts-presence-translations.md):
 * a heartbeat every few seconds; the form opens for editing unless someone else edits it
 * (then read-only, with "take over"); closing the form (or the tab) ends the visit.
 */
export function usePresence({
  table,
  id,
  enabled,
}: {
  table: string
  id: string | null
  enabled: boolean
}): PresenceInfo {
  const on = enabled && id !== null
  const [mode, setMode] = useState<PresenceMode>(on ? 'pending' : 'off')
  const [others, setOthers] = useState<PresenceOther[]>([])
  const [takenBy, setTakenBy] = useState<string | null>(null)
  const modeRef = useRef<PresenceMode>(mode)
  const token = useRef<string | null>(null)

  const apply = useCallback((next: PresenceMode, state: PresenceState) => {
    modeRef.current = next
    setMode(next)
    setOthers(state.others)
  }, [])

  useEffect(() => {
    if (!on || id === null) return
    let alive = true
    const beat = async () => {
      token.current = await currentAccessToken()
      const current = modeRef.current
      const state = await heartbeat(table, id, current === 'edit' ? 'edit' : 'read')
      if (!alive) return
      if (current === 'edit' && state.taken_over_by) {
        setTakenBy(state.taken_over_by)
        apply('taken', state)
      } else {
        setOthers(state.others)
      }
    }
    const start = async () => {
      token.current = await currentAccessToken()
      const first = await heartbeat(table, id, 'read')
      if (!alive) return
      if (editing(first)) return apply('read', first)
      const state = await heartbeat(table, id, 'edit')
      if (alive) apply('edit', state)
    }
    start().catch(() => alive && apply('edit', { taken_over_by: null, others: [] }))
    const interval = setInterval(() => void beat().catch(() => undefined), HEARTBEAT_SECONDS * 1000)
    const onPageHide = () => leaveOnUnload(table, id, token.current)
    window.addEventListener('pagehide', onPageHide)
    return () => {
      alive = false
      clearInterval(interval)
      window.removeEventListener('pagehide', onPageHide)
      void leave(table, id).catch(() => undefined)
    }
  }, [apply, id, on, table])

  const takeOver = useCallback(async () => {
    if (!on || id === null) return
    const state = await requestTakeOver(table, id)
    setTakenBy(null)
    apply('edit', state)
  }, [apply, id, on, table])

  return { mode: on ? mode : 'off', others, takenBy, takeOver }
}
