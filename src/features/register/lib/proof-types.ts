/**
 * The signed proof of a check (ADR 029): what a proof states, and what checking an uploaded one
 * found. Types only, shared by the server's signer and verifier (src/app/verify-proof.ts) and
 * the pages that show them; nothing here runs in the browser.
 */
import type {
  CertificateHistoryEntry,
  CertificateSubclass,
  PublicCertificate,
  PublicCertificateStatus,
} from '@/features/register/types'
import type { Translatable } from '@/types/database'

/** The proof's format name: the `cty` of its JWS header and the first field of its facts. */
export const PROOF_FORMAT = 'lsbu-register-proof/1'

/** Where a visitor checks a proof (a page with an upload form), and where the key is explained. */
export const PROOF_CHECK_PATH = '/verifikasi/bukti'
export const PROOF_KEY_PATH = '/verifikasi/kunci'

/** The largest proof the check page takes. */
export const PROOF_UPLOAD_LIMIT = 2 * 1024 * 1024

/** The facts a proof states: the register's public answer at the check time. */
export interface ProofFacts {
  format: typeof PROOF_FORMAT
  /** Who checked: the site's name and origin. */
  issuer: { name: string; url: string }
  /** The server's clock at the check, ISO 8601 with the Asia/Jakarta offset (+07:00). */
  checked_at: string
  /** The certificate's verify page. */
  verify_url: string
  certificate: {
    number: string
    company: PublicCertificate['company']
    status: PublicCertificateStatus
    issued_on: string
    valid_until: string
    status_changed_on: string | null
    status_reason: Translatable | null
    last_surveillance_on: string | null
    next_surveillance_due: string | null
    lpjk_recorded_on: string | null
    subclasses: CertificateSubclass[]
  }
  /** The public status history, newest first (`certificate_by_number`). */
  history: CertificateHistoryEntry[]
}

/** What the check page found in an uploaded file. */
export type ProofCheck =
  | { result: 'authentic'; kind: 'json' | 'pdf'; kid: string; facts: ProofFacts }
  | { result: 'altered' }
  | { result: 'too_large' }
  | { result: 'missing' }

/** What the proof pages know of the site's key and of a posted proof (the renderer sets it). */
export interface ProofContextValue {
  /** The public key proofs are signed with (null: this server signs none). */
  publicKey: { kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string } | null
  /** The answer to a proof posted to the check page. */
  check: ProofCheck | null
}
