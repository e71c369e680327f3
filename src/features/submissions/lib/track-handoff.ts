/**
 * After a submission, "Lacak status" takes the reference in the link (`?ref=`) and the email
 * through this tab's session storage, never in the URL (it would sit in history, logs and
 * referrers; the lookup form posts for the same reason). The status page takes it once, for
 * that reference only, and looks the submission up at once.
 */
const KEY = 'lsbu-track'

interface Handoff {
  reference: string
  email: string
}

export function rememberForTracking(handoff: Handoff): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(handoff))
  } catch {
    // Storage blocked: the status page asks for the email, with the reference filled in.
  }
}

/** The email handed over for `reference` (and forgets it), or null. */
export function takeTrackingEmail(reference: string): string | null {
  try {
    const raw = window.sessionStorage.getItem(KEY)
    if (!raw) return null
    window.sessionStorage.removeItem(KEY)
    const handoff = JSON.parse(raw) as Partial<Handoff>
    const same = handoff.reference?.toUpperCase() === reference.trim().toUpperCase()
    return same && typeof handoff.email === 'string' && handoff.email ? handoff.email : null
  } catch {
    return null
  }
}
