import type { Translatable } from '@/types/database'

/** A certificate's status as visitors see it: `kedaluwarsa` is derived from `valid_until`. */
export type PublicCertificateStatus = 'aktif' | 'dibekukan' | 'dicabut' | 'kedaluwarsa'
export type Qualification = 'kecil' | 'menengah' | 'besar' | 'spesialis'

/** The certificates list's surveillance filter value for a surveillance date that has passed. */
export const SURVEILLANCE_OVERDUE = 'overdue'

export interface CertificateSubclass {
  code: string
  name: Translatable
  qualification: Qualification
}

/** The public facts of one certificate (`check_certificate`, `certificate_by_number`). */
export interface PublicCertificate {
  number: string
  company: { name: string; legal_form: string; city: string; province: string }
  issued_on: string
  valid_until: string
  status: PublicCertificateStatus
  status_changed_on: string | null
  status_reason: Translatable | null
  last_surveillance_on: string | null
  next_surveillance_due: string | null
  /** The day LPJK recorded the SBU in its national register; null: not yet. */
  lpjk_recorded_on: string | null
  public_notes: Translatable | null
  subclasses: CertificateSubclass[]
}

/** One line of a certificate's public history (`certificate_by_number`), newest first. */
export interface CertificateHistoryEntry {
  kind: 'issued' | 'frozen' | 'restored' | 'revoked' | 'expired' | 'extended' | 'surveillance'
  /** YYYY-MM-DD */
  on: string
  /** Frozen and revoked only. */
  reason: Translatable | null
}

/** The verify page's certificate: its public facts and its public history. */
export interface VerifiedCertificate extends PublicCertificate {
  history: CertificateHistoryEntry[]
}

export interface CheckResult {
  match: 'number' | 'nib' | 'name' | null
  more: boolean
  results: PublicCertificate[]
}

export interface DirectoryFilters {
  q?: string
  subclass?: string
  qualification?: string
  province?: string
}

export interface DirectoryPage {
  total: number
  page: number
  page_size: number
  results: {
    name: string
    legal_form: string
    city: string
    province: string
    certificates: { number: string; valid_until: string; subclasses: CertificateSubclass[] }[]
  }[]
}
