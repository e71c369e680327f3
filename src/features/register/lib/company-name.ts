/**
 * Company names as people write them (migration 20261201100000): the legal form is its own
 * field, so a name is stored without a leading or trailing "PT", "PT.", "P.T.", "CV", "Fa.",
 * "Koperasi" … (public.company_name_without_form does the same in the database), and a name is
 * searched by its key: no accents, punctuation, case or legal forms (public.company_name_key).
 */
import type { LegalForm } from './provinces'

/** The legal forms a name may carry that the legal-form field holds, in any spelling. */
const FORM = String.raw`(p\.?\s*t|c\.?\s*v|firma|fa|koperasi|kop)`
const LEADING = new RegExp(String.raw`^(?:${FORM}(?:\.\s*|,\s*|\s+))+`, 'i')
const FIRST = new RegExp(String.raw`^${FORM}(?:\.\s*|,\s*|\s+)`, 'i')
const TRAILING = new RegExp(String.raw`(?:\s*,\s*|\s+)${FORM}\.?$`, 'i')

const CANONICAL: Readonly<Record<string, LegalForm>> = {
  pt: 'PT',
  cv: 'CV',
  firma: 'Firma',
  fa: 'Firma',
  koperasi: 'Koperasi',
  kop: 'Koperasi',
  bumn: 'BUMN',
  bumd: 'BUMD',
  lainnya: 'Lainnya',
}

/** A legal form however it is written ("pt", "P.T.", "c.v.", "Fa.") as the register writes it. */
export function canonicalLegalForm(value: string): LegalForm | null {
  return CANONICAL[value.toLowerCase().replace(/[^a-z]/g, '')] ?? null
}

export interface StrippedName {
  /** The name without its legal form (or as given, trimmed, when it carries none). */
  name: string
  /** What was removed, as written ("PT." or "P.T. … , PT"), or null. */
  removed: string | null
  /** The legal form it carried (the first one), or null. */
  legalForm: LegalForm | null
}

/**
 * A company name without a leading or trailing PT, CV, Firma/Fa. or Koperasi/Kop. in any case
 * and punctuation: "PT. Jalan Raya", "P.T Jalan Raya", "Jalan Raya, PT" → "Jalan Raya".
 * (Persero) and Tbk stay (part of a registered name). A name that would keep fewer than 2
 * characters stays as it is.
 */
export function stripLegalForm(value: string): StrippedName {
  const trimmed = value.trim()
  const lead = LEADING.exec(trimmed)
  let rest = lead ? trimmed.slice(lead[0].length).trim() : trimmed
  const trail = TRAILING.exec(rest)
  if (trail) rest = rest.slice(0, trail.index).trim()
  if (rest.length < 2 || rest === trimmed) return { name: trimmed, removed: null, legalForm: null }
  const removed = [lead?.[0].trim(), trail?.[0].replace(/^[\s,]+/, '')].filter(Boolean).join(' … ')
  const form = FIRST.exec(trimmed)?.[1] ?? trail?.[1] ?? ''
  return { name: rest, removed, legalForm: canonicalLegalForm(form) }
}

const KEY_FORMS =
  '(?:p t|pt|c v|cv|fa|firma|koperasi|kop|ud|u d|pd|p d|perum|perumda|persero|tbk|bumn|bumd)'
const KEY_LEADING = new RegExp(`^(?:${KEY_FORMS}(?: |$))+`)
const KEY_TRAILING = new RegExp(`(?: ${KEY_FORMS})+$`)

/**
 * A company name or a name query as the register searches it (the generated column
 * certified_companies.name_key): lower case without accents, punctuation as spaces, without
 * leading or trailing legal forms in any spelling ("PT. Adhi Baja, Tbk." → "adhi baja").
 */
export function companyNameKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\u00c0-\u{10ffff}]+/gu, ' ')
    .trim()
    .replace(KEY_LEADING, '')
    .replace(KEY_TRAILING, '')
    .trim()
}
