/**
 * Password strength (zxcvbn-ts with its common and Indonesian dictionaries plus the site's own
 * words): the same estimate on the server (embedded Auth refuses weak passwords with GoTrue's
 * `weak_password`) and in the staff app's password forms, which load this module lazily
 * (src/lib/password-check.ts) so the public bundle never carries the dictionaries. Plain
 * TypeScript without Node APIs, so the browser runs it as it is.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as indonesian from '@zxcvbn-ts/language-id'

/** zxcvbn's scale: 0 too guessable … 4 very unguessable. 3 = safely unguessable (≥ 10^8 guesses). */
export const MIN_PASSWORD_SCORE = 3

/** Words anyone would try first against this site's staff accounts. */
const SITE_WORDS = [
  'lsbu',
  'sbu',
  'sertifikat',
  'sertifikasi',
  'konstruksi',
  'badan',
  'usaha',
  'admin',
  'administrator',
  'editor',
  'rahasia',
  'katasandi',
  'sandi',
  'masuk',
  'password',
  'indonesia',
  'jakarta',
]

let factory: ZxcvbnFactory | undefined

function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...indonesian.dictionary, site: SITE_WORDS },
    graphs: common.adjacencyGraphs,
  })
  return factory
}

/**
 * The words of the account and the site that a password must not lean on: the email's parts
 * (local part, domain labels) and the site's name, split into words.
 */
export function personalWords(values: (string | null | undefined)[]): string[] {
  const words = new Set<string>()
  for (const value of values) {
    if (!value) continue
    const lower = value.toLowerCase()
    words.add(lower)
    for (const part of lower.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part)
  }
  return [...words]
}

export interface PasswordVerdict {
  ok: boolean
  score: number
  /** zxcvbn's feedback keys (warning, suggestions) for the form's message. */
  warning: string | null
}

export function judgePassword(password: string, words: string[] = []): PasswordVerdict {
  const result = estimator().check(password.slice(0, 100), words)
  return {
    ok: result.score >= MIN_PASSWORD_SCORE,
    score: result.score,
    warning: result.feedback.warning ?? null,
  }
}
