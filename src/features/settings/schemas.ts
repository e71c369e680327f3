import { z } from 'zod'

import {
  fromTranslatable,
  messages,
  optionalHttpUrl,
  toTranslatable,
  translatableSchema,
} from '@/lib/resource/translatable'
import { SITE_TIME_ZONES, type SiteTimeZone } from '@/lib/time-zone'
import type { Tables } from '@/types/database'

export type SiteSettingsRow = Tables<'site_settings'>

/** The database's phone check: optional +, then 6–24 digits, spaces and ( ) . / -. */
export const PHONE_PATTERN = /^\+?[0-9 ()./-]{6,24}$/

/** The settings form; limits follow the table's checks (docs/database.md). */
export const siteSettingsSchema = z.object({
  logo_url: z.string(),
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
  // Versions kept per item (content_revisions); 1–500 like the database's check.
  revision_retention: z
    .string()
    .trim()
    .refine((v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 500, {
      message: 'settings.validation.revisionRetention',
    }),
})
export type SiteSettingsValues = z.infer<typeof siteSettingsSchema>

export function settingsFormDefaults(row: SiteSettingsRow): SiteSettingsValues {
  return {
    logo_url: row.logo_url ?? '',
    site_name: row.site_name,
    tagline: fromTranslatable(row.tagline),
    address: row.address ?? '',
    phone: row.phone ?? '',
    email: row.email ?? '',
    work_hours: fromTranslatable(row.work_hours),
    map_url: row.map_url ?? '',
    time_zone: row.time_zone as SiteTimeZone,
    revision_retention: String(row.revision_retention),
  }
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

export function settingsToRow(values: SiteSettingsValues) {
  return {
    logo_url: orNull(values.logo_url),
    site_name: values.site_name.trim(),
    tagline: toTranslatable(values.tagline),
    address: orNull(values.address),
    phone: orNull(values.phone),
    email: orNull(values.email),
    work_hours: toTranslatable(values.work_hours),
    map_url: orNull(values.map_url),
    time_zone: values.time_zone,
    revision_retention: Number(values.revision_retention),
  }
}
