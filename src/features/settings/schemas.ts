import { z } from 'zod'

import {
  fromTranslatable,
  messages,
  optionalHttpUrl,
  toRequiredTranslatable,
  toTranslatable,
  translatableSchema,
} from '@/lib/resource/translatable'
import { SITE_TIME_ZONES, type SiteTimeZone } from '@/lib/time-zone'
import { whatsAppNumber } from '@/lib/whatsapp'
import type { Tables } from '@/types/database'

export type SiteSettingsRow = Tables<'site_settings'>

/** The database's phone check: optional +, then 6–24 digits, spaces and ( ) . / -. */
export const PHONE_PATTERN = /^\+?[0-9 ()./-]{6,24}$/

/** The database's WhatsApp check: an Indonesian mobile number, normalised (62 8…, 11–14 digits). */
export const WHATSAPP_PATTERN = /^628[1-9][0-9]{7,10}$/

/** A typed WhatsApp number (0812-…, +62 812 …) as stored, or null when it is not a mobile one. */
export function normalisedWhatsApp(value: string): string | null {
  const number = whatsAppNumber(value)
  return number && WHATSAPP_PATTERN.test(number) && !/[^0-9 ()./+-]/.test(value) ? number : null
}

/** Where the promotion's claim button may lead, like the database's check: a path of this site
 * (`/…`, not `//…`) or an https address, without spaces or backslashes. */
export function isPromoTarget(value: string): boolean {
  return (
    value.length <= 500 &&
    !value.includes('\\') &&
    (/^\/([^/\s]\S*)?$/.test(value) || /^https:\/\/[^/\s]\S*$/.test(value))
  )
}

/** The settings form; limits follow the table's checks (docs/database.md). */
export const siteSettingsSchema = z.object({
  logo_url: z.string(),
  // The default link-preview image of pages without their own (og:image).
  share_image_url: z.string(),
  site_name: z.string().trim().min(1, messages.required).max(120, messages.tooLong(120)),
  tagline: translatableSchema({ max: 200, required: false }),
  address: z.string().trim().max(500, messages.tooLong(500)),
  phone: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (PHONE_PATTERN.test(v) && /\d/.test(v)),
      'settings.validation.phone',
    ),
  email: z
    .string()
    .trim()
    .max(254, messages.tooLong(254))
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'settings.validation.email'),
  work_hours: translatableSchema({ max: 200, required: false }),
  map_url: optionalHttpUrl(500),
  time_zone: z.enum(Object.keys(SITE_TIME_ZONES) as [SiteTimeZone, ...SiteTimeZone[]]),
  // The chat button's number: empty hides the button.
  whatsapp: z
    .string()
    .trim()
    .refine((v) => v === '' || normalisedWhatsApp(v) !== null, 'settings.validation.whatsapp'),
  promo_enabled: z.boolean(),
  promo_percent: z
    .string()
    .trim()
    .refine((v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 100, {
      message: 'settings.validation.promoPercent',
    }),
  promo_title: translatableSchema({ max: 120 }),
  promo_text: translatableSchema({ max: 400 }),
  promo_target: z
    .string()
    .trim()
    .min(1, messages.required)
    .refine(isPromoTarget, 'settings.validation.promoTarget'),
  // Versions kept per item (content_revisions); 1–500 like the database's check.
  revision_retention: z
    .string()
    .trim()
    .refine((v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 500, {
      message: 'settings.validation.revisionRetention',
    }),
  // Editorial collections where publishing needs an admin's approval (docs/decisions/030).
  review_required: z.array(z.string()),
  // Days a deleted item stays in the trash; 1–365 like the database's check.
  trash_retention_days: z
    .string()
    .trim()
    .refine((v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 365, {
      message: 'trash.validation.retentionDays',
    }),
})
export type SiteSettingsValues = z.infer<typeof siteSettingsSchema>

export function settingsFormDefaults(row: SiteSettingsRow): SiteSettingsValues {
  return {
    logo_url: row.logo_url ?? '',
    share_image_url: row.share_image_url ?? '',
    site_name: row.site_name,
    tagline: fromTranslatable(row.tagline),
    address: row.address ?? '',
    phone: row.phone ?? '',
    email: row.email ?? '',
    work_hours: fromTranslatable(row.work_hours),
    map_url: row.map_url ?? '',
    time_zone: row.time_zone as SiteTimeZone,
    revision_retention: String(row.revision_retention),
    review_required: row.review_required,
    trash_retention_days: String(row.trash_retention_days),
    whatsapp: row.whatsapp ?? '',
    promo_enabled: row.promo_enabled,
    promo_percent: String(row.promo_percent),
    promo_title: fromTranslatable(row.promo_title),
    promo_text: fromTranslatable(row.promo_text),
    promo_target: row.promo_target,
  }
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

export function settingsToRow(values: SiteSettingsValues) {
  return {
    logo_url: orNull(values.logo_url),
    share_image_url: orNull(values.share_image_url),
    site_name: values.site_name.trim(),
    tagline: toTranslatable(values.tagline),
    address: orNull(values.address),
    phone: orNull(values.phone),
    email: orNull(values.email),
    work_hours: toTranslatable(values.work_hours),
    map_url: orNull(values.map_url),
    time_zone: values.time_zone,
    revision_retention: Number(values.revision_retention),
    review_required: values.review_required,
    trash_retention_days: Number(values.trash_retention_days),
    whatsapp: normalisedWhatsApp(values.whatsapp),
    promo_enabled: values.promo_enabled,
    promo_percent: Number(values.promo_percent),
    promo_title: toRequiredTranslatable(values.promo_title),
    promo_text: toRequiredTranslatable(values.promo_text),
    promo_target: values.promo_target.trim(),
  }
}
