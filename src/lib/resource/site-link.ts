import { z } from 'zod'

import { messages } from './translatable'

/** A site-relative path (`/profil/tentang`, not `//host`), without spaces. */
const INTERNAL = /^\/(?!\/)[^\s]*$/
/** `#` (a menu parent) or an in-page anchor. */
const HASH = /^#[^\s]*$/
/** A full http(s) URL with a host. */
const HTTP = /^https?:\/\/[^\s/$.?#][^\s]*$/i

/** True for the link forms menus and buttons accept: internal path, `#…` (optional), http(s) URL. */
export function isSiteLink(value: string, { allowHash = true } = {}): boolean {
  const v = value.trim()
  return INTERNAL.test(v) || HTTP.test(v) || (allowHash && HASH.test(v))
}

/**
 * zod: a link as the database's `is_safe_url` accepts it, limited to what a menu or button
 * should use. `required: false` lets an empty string through; `message` is an i18n key.
 */
export function siteLinkSchema({
  max = 500,
  required = true,
  allowHash = true,
  message,
}: {
  max?: number
  required?: boolean
  allowHash?: boolean
  message: string
}) {
  return z
    .string()
    .trim()
    .max(max, messages.tooLong(max))
    .refine((value) => value !== '' || !required, messages.required)
    .refine((value) => value === '' || isSiteLink(value, { allowHash }), message)
}
