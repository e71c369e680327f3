/**
 * The register's hash chain from the outside (docs/security.md "The certificate register"):
 * the canonical texts of an event and of a checkpoint, and `verifyRegister`, which walks every
 * status event and checkpoint and reports each row that does not hold.
 *
 * The database computes each event's hash in SQL (private.certificate_event_canonical,
 * migration 20261127100000); `eventCanonical` here builds the same text from the row as the
 * API returns it, so the verifier trusts nothing the database computed. Checkpoints are signed
 * by the server (signing.ts) over `checkpointCanonical`.
 */
import { createHash } from 'node:crypto'

import { type PublicJwk, verifySignature } from './signing'

export const GENESIS_HASH = '0'.repeat(64)

/** A status event as `certificate_status_events` stores it (the API's JSON). */
export interface ChainEvent {
  seq: number
  id: string
  certificate_id: string
  certificate_number: string
  from_status: string | null
  to_status: string
  changed_on: string
  reason: { id?: string | null; en?: string | null } | null
  actor_id: string | null
  actor_name: string | null
  actor_email: string | null
  actor_role: string | null
  created_at: string
  prev_hash: string
  hash: string
}

export interface ChainCheckpoint {
  id: number
  event_count: number
  head_hash: string
  signed_at: string
  key_id: string
  signature: string
}

/** A certificate as it stands (what its history must end in). */
export interface ChainCertificate {
  id: string
  number: string
  status: string
}

export interface RegisterChain {
  events: ChainEvent[]
  checkpoints: ChainCheckpoint[]
  certificates: ChainCertificate[]
}

export interface ChainProblem {
  /** `event`: a status event (seq, id); `checkpoint`: a checkpoint (id); `certificate`. */
  kind: 'event' | 'checkpoint' | 'certificate'
  seq?: number
  id: string | number
  message: string
}

export interface VerifyResult {
  ok: boolean
  events: number
  checkpoints: number
  /** The last checkpoint whose signature and head hold: the history up to it is proven. */
  lastCheckpoint: ChainCheckpoint | null
  problems: ChainProblem[]
}

const json = (value: string | null | undefined) =>
  value === null || value === undefined ? 'null' : JSON.stringify(value)

/** An instant as the database writes it in the canonical text: UTC, milliseconds, `Z`. */
function instant(value: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) throw new Error(`not a time: ${value}`)
  return date.toISOString()
}

/** The text an event's hash covers (UTF-8), as private.certificate_event_canonical writes it. */
export function eventCanonical(e: Omit<ChainEvent, 'hash'>): string {
  return [
    'lsbu-register-event/1',
    `seq: ${e.seq}`,
    `id: ${e.id}`,
    `certificate_id: ${e.certificate_id}`,
    `certificate_number: ${json(e.certificate_number)}`,
    `from_status: ${json(e.from_status)}`,
    `to_status: ${json(e.to_status)}`,
    `changed_on: ${e.changed_on}`,
    `reason_id: ${json(e.reason?.id)}`,
    `reason_en: ${json(e.reason?.en)}`,
    `actor_id: ${e.actor_id ?? 'null'}`,
    `actor_name: ${json(e.actor_name)}`,
    `actor_email: ${json(e.actor_email)}`,
    `actor_role: ${json(e.actor_role)}`,
    `created_at: ${instant(e.created_at)}`,
    `prev_hash: ${e.prev_hash}`,
  ].join('\n')
}

export function eventHash(e: Omit<ChainEvent, 'hash'>): string {
  return createHash('sha256').update(eventCanonical(e), 'utf8').digest('hex')
}

/** The text a checkpoint's signature covers (UTF-8). */
export function checkpointCanonical(
  c: Pick<ChainCheckpoint, 'event_count' | 'head_hash' | 'signed_at' | 'key_id'>,
): string {
  return [
    'lsbu-register-checkpoint/1',
    `event_count: ${c.event_count}`,
    `head_hash: ${c.head_hash}`,
    `signed_at: ${instant(c.signed_at)}`,
    `key_id: ${c.key_id}`,
  ].join('\n')
}

/**
 * Walks the whole chain: each event's position, link and hash; each certificate's history
 * (it starts with issuing, every change starts where the last ended, its number is the
 * certificate's, it ends in the certificate's status); each checkpoint's signature (with the
 * key its key_id names) and head. `events` in seq order.
 */
export function verifyRegister(chain: RegisterChain, keys: PublicJwk[]): VerifyResult {
  const problems: ChainProblem[] = []
  const event = (e: ChainEvent, message: string) =>
    problems.push({ kind: 'event', seq: e.seq, id: e.id, message })
  const hashes: string[] = []
  // Per certificate: its number, the status staff decided last, whether it was recorded expired.
  const state = new Map<string, { number: string; decided: string; expired: boolean }>()
  let prev = GENESIS_HASH
  chain.events.forEach((e, index) => {
    if (e.seq !== index + 1) event(e, `position ${e.seq} where ${index + 1} was expected`)
    if (e.prev_hash !== prev) event(e, 'prev_hash is not the hash of the event before it')
    let computed: string
    try {
      computed = eventHash(e)
    } catch (error) {
      computed = ''
      event(e, `cannot be read: ${(error as Error).message}`)
    }
    if (computed && computed !== e.hash)
      event(e, 'its content does not match its hash (the row was changed after it was written)')
    hashes.push(e.hash)
    prev = e.hash
    const s = state.get(e.certificate_id)
    if (!s) {
      if (e.from_status !== null || e.to_status === 'kedaluwarsa')
        event(e, 'the first event of a certificate must issue it')
      state.set(e.certificate_id, {
        number: e.certificate_number,
        decided: e.to_status,
        expired: false,
      })
      return
    }
    if (e.certificate_number !== s.number)
      event(e, `certificate number ${e.certificate_number} where ${s.number} was recorded`)
    if (s.decided === 'dicabut') event(e, 'a change after the certificate was revoked')
    if (e.to_status === 'kedaluwarsa') {
      if (s.expired || e.from_status !== s.decided) event(e, 'an expiry that does not follow on')
      s.expired = true
    } else if (e.from_status === 'kedaluwarsa') {
      if (!s.expired || e.to_status !== s.decided)
        event(e, 'an end of expiry that does not follow on')
      s.expired = false
    } else {
      if (e.from_status !== s.decided)
        event(e, `a change from ${e.from_status} where the history says ${s.decided}`)
      s.decided = e.to_status
    }
  })
  for (const c of chain.certificates) {
    const s = state.get(c.id)
    const certificate = (message: string) =>
      problems.push({ kind: 'certificate', id: c.number, message })
    if (!s) certificate('has no status history')
    else if (s.number !== c.number) certificate(`its history was written for number ${s.number}`)
    else if (s.decided !== c.status)
      certificate(`is ${c.status} but its history ends in ${s.decided}`)
  }
  let lastCheckpoint: ChainCheckpoint | null = null
  let lastCount = 0
  for (const c of chain.checkpoints) {
    const checkpoint = (message: string) => problems.push({ kind: 'checkpoint', id: c.id, message })
    const key = keys.find((k) => k.kid === c.key_id)
    let valid = true
    if (!key) {
      checkpoint(`signed with an unknown key ${c.key_id}`)
      valid = false
    } else if (!verifySignature(key, checkpointCanonical(c), c.signature)) {
      checkpoint('its signature does not match its content')
      valid = false
    }
    const head = c.event_count === 0 ? GENESIS_HASH : hashes[c.event_count - 1]
    if (head === undefined) {
      checkpoint(`covers ${c.event_count} events but the chain has ${hashes.length}`)
      valid = false
    } else if (head !== c.head_hash) {
      checkpoint(`the chain's event ${c.event_count} is not the one that was signed`)
      valid = false
    }
    if (c.event_count < lastCount) {
      checkpoint(`covers fewer events (${c.event_count}) than an earlier one (${lastCount})`)
      valid = false
    }
    lastCount = Math.max(lastCount, c.event_count)
    if (valid) lastCheckpoint = c
  }
  return {
    ok: problems.length === 0,
    events: chain.events.length,
    checkpoints: chain.checkpoints.length,
    lastCheckpoint,
    problems,
  }
}

/** One line per problem, for the command line and test failures. */
export function describeProblems(result: VerifyResult): string[] {
  return result.problems.map((p) =>
    p.kind === 'event'
      ? `status event #${p.seq} (${p.id}): ${p.message}`
      : p.kind === 'checkpoint'
        ? `checkpoint ${p.id}: ${p.message}`
        : `certificate ${p.id}: ${p.message}`,
  )
}
