/**
 * The public forms without the page's script (docs/decisions/023): what the server renderer
 * (src/entry-server.tsx `submit`) does with a form the browser posted to its page, because
 * JavaScript is off or the visitor was quicker than the island. The same zod schemas as the
 * islands, then the same `submitForm` with the public client (the database checks again and
 * counts the visitor's address, which the server forwards). The HTTP side — method, content
 * type, size, origin, the server's own flood guard — is supabase/local/ssr/form-posts.ts, for
 * the paths the renderer names (`FORM_PATHS`).
 */
import type { z } from 'zod'

import { LANGUAGE_QUERY_PARAM } from '@/config/constants'
import { publicRoutes } from '@/config/routes'
import { type SubmissionValues, submitForm } from '@/features/submissions/api/submit'
import { uploadAttachments } from '@/features/submissions/api/upload-attachments'
import { attachmentsProblem } from '@/features/submissions/lib/attachments'
import { i18nMessage, serverMessage } from '@/features/submissions/lib/field-message'
import { SubmissionError, toSubmissionFailure } from '@/features/submissions/lib/submission-error'
import type { SubmissionKind } from '@/features/submissions/limits'
import type { Posted } from '@/features/submissions/posted'
import {
  appealSchema,
  complaintSchema,
  contactSchema,
  trackSchema,
} from '@/features/submissions/schemas'
import { readCookie } from '@/lib/cookie'
import type { PublicClient } from '@/lib/public-client'
import type { TrackedSubmission } from '@/types/database'

import type { IslandName } from './islands'

interface PostedFormSpec {
  island: IslandName
  schema: z.ZodObject<z.ZodRawShape>
  /** The submission kind (its RPC `submit_<kind>`); none for the status lookup. */
  kind?: SubmissionKind
  /** A reference number of this form (`KEL-2026-00001`). */
  reference?: RegExp
  /** The form carries files (`attachments`, multipart). */
  files?: boolean
}

/** The pages whose form the server takes: path → form. */
const FORMS: Record<string, PostedFormSpec> = {
  [publicRoutes.complaint]: {
    island: 'complaint-form',
    schema: complaintSchema,
    kind: 'complaint',
    reference: /^KEL-\d{4}-\d{5}$/,
    files: true,
  },
  [publicRoutes.appeal]: {
    island: 'appeal-form',
    schema: appealSchema,
    kind: 'appeal',
    reference: /^BDG-\d{4}-\d{5}$/,
    files: true,
  },
  [publicRoutes.contact]: {
    island: 'contact-form',
    schema: contactSchema,
    kind: 'contact',
    reference: /^MSG-\d{4}-\d{5}$/,
  },
  [publicRoutes.status]: { island: 'status-lookup', schema: trackSchema },
}

/** The pages that take a posted form: the server accepts posts to these paths only. */
export const FORM_PATHS = Object.keys(FORMS)

/** Of those, the pages whose form carries files: the server takes them multipart. */
export const FILE_FORM_PATHS = FORM_PATHS.filter((path) => FORMS[path]!.files)

/**
 * The success page's parameter: the reference number, and nothing personal (the redirect after
 * a post lands there: Post/Redirect/Get).
 */
const SENT_PARAM = 'terkirim'

/**
 * The proof that this browser sent the form: a cookie the redirect sets, on the form's page
 * only and for a quarter of an hour, holding the reference the database just gave. The success
 * page shows only when the address's reference is the cookie's, so a link to
 * `/keluhan?terkirim=KEL-2099-99999` cannot show "received" for a complaint nobody sent.
 */
const SENT_COOKIE = 'lsbu-terkirim'
const SENT_COOKIE_SECONDS = 15 * 60

/** The page's form as the server handled it, for the renderer's `PostedForm`. */
export interface PostedPage {
  kind: 'posted'
  island: IslandName
  posted: Posted
  status: number
}

type PostOutcome =
  | { kind: 'skip' }
  /** `cookie`: a Set-Cookie value for the redirect. */
  | { kind: 'redirect'; location: string; cookie: string }
  | PostedPage

/** A form page's success address (`?terkirim=`): answered for one visitor, from their cookie. */
export function isSentPage(url: URL): boolean {
  return FORMS[url.pathname]?.reference !== undefined && url.searchParams.has(SENT_PARAM)
}

/**
 * The success state for `?terkirim=KEL-…` on the form's page when this browser sent it (the
 * cookie), or null: the page with its form.
 */
export function sentPage(url: URL, cookie: string | undefined): PostedPage | null {
  const form = FORMS[url.pathname]
  const reference = url.searchParams.get(SENT_PARAM)?.toUpperCase()
  if (!form?.reference || !reference || !form.reference.test(reference)) return null
  if (readCookie(cookie, SENT_COOKIE) !== reference) return null
  return { kind: 'posted', island: form.island, posted: { reference }, status: 200 }
}

interface PostInput {
  url: URL
  /** The posted fields (application/x-www-form-urlencoded, or multipart for forms with files). */
  fields: Record<string, string>
  /** The posted files (`attachments`) of a form that takes them. */
  files?: File[]
  language: string
  /** The public client, whose requests carry the visitor's address (the server forwards it). */
  client: PublicClient
}

/** Checks and sends a posted form: a redirect to the success page, or the page's state. */
export async function handlePost(input: PostInput): Promise<PostOutcome> {
  const form = FORMS[input.url.pathname]
  if (!form) return { kind: 'skip' }
  // Only the form's own fields, as text; anything else posted is ignored.
  const values: Record<string, string> = {}
  for (const name of Object.keys(form.schema.shape)) {
    values[name] = (input.fields[name] ?? '').slice(0, 10_000)
  }
  const page = (status: number, posted: Omit<Posted, 'values'>): PostedPage => ({
    kind: 'posted',
    island: form.island,
    posted: { values, ...posted },
    status,
  })
  const files = form.files ? (input.files ?? []) : []
  const parsed = form.schema.safeParse(values)
  const filesProblem = attachmentsProblem(files)
  if (!parsed.success || filesProblem) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = String(issue.path[0] ?? '')
      if (field && !errors[field]) errors[field] = issue.message
    }
    // A page cannot hand files back: the visitor chooses them again.
    if (filesProblem) errors.attachments = filesProblem
    else if (files.length) errors.attachments = i18nMessage('forms.attachments.errors.again')
    return page(422, { errors })
  }
  const { client } = input
  const data = parsed.data as Record<string, string>
  if (!form.kind) {
    const lookup = { reference: data.reference!, email: data.email! }
    values.reference = lookup.reference
    const { data: result, error, status } = await client.rpc('track_submission', lookup)
    if (error) {
      const failure = toSubmissionFailure(error, status)
      return failure.kind === 'rate_limited'
        ? page(429, { alert: 'rate_limited' })
        : page(503, { alert: failure.kind === 'network' ? 'network' : 'unknown' })
    }
    return page(200, { result: (result as TrackedSubmission | null) ?? null })
  }
  // The database writes the submitter's emails in the page's language, as the island does.
  let reference: string
  try {
    const sent = { ...(data as SubmissionValues[typeof form.kind]), language: input.language }
    // The same upload as the island's, with the same public key: then the key goes with the form.
    if (files.length) Object.assign(sent, { attachments: await uploadAttachments(files) })
    reference = await submitForm(client, form.kind, sent)
  } catch (error) {
    if (!(error instanceof SubmissionError)) throw error
    const { failure } = error
    if (failure.kind === 'field' && (failure.field in values || failure.field === 'attachments'))
      return page(422, {
        errors: {
          ...(files.length ? { attachments: i18nMessage('forms.attachments.errors.again') } : {}),
          [failure.field]: serverMessage(failure.messageId, failure.messageEn),
        },
      })
    if (failure.kind === 'rate_limited') return page(429, { alert: 'rate_limited' })
    if (failure.kind === 'network') return page(503, { alert: 'network' })
    return page(422, { alert: 'unknown' })
  }
  const location = new URLSearchParams()
  const lng = input.url.searchParams.get(LANGUAGE_QUERY_PARAM)
  if (lng) location.set(LANGUAGE_QUERY_PARAM, lng)
  location.set(SENT_PARAM, reference)
  return {
    kind: 'redirect',
    location: `${input.url.pathname}?${location.toString()}`,
    cookie: `${SENT_COOKIE}=${reference}; Path=${input.url.pathname}; Max-Age=${SENT_COOKIE_SECONDS}; HttpOnly; SameSite=Lax`,
  }
}
