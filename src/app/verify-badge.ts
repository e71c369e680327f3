/**
 * `/verifikasi/<number>/badge.svg`: the live badge of one certificate for the company's own
 * website (src/features/register/lib/badge.ts draws it). Read as an anonymous visitor through
 * `certificate_by_number`, so the register's lookup limit counts it like the verify page; kept
 * in the page cache (invalidated with the pages on every register change) and by browsers and
 * shared caches for five minutes. Language by `?lng=id|en` only (default id): an embedded image
 * sends no useful language of its own.
 */
import type { i18n as I18n } from 'i18next'

import { badgeSvg } from '@/features/register/lib/badge'
import { formatDay } from '@/features/register/lib/format'
import type { PublicCertificateStatus } from '@/features/register/types'
import { getPublicClient } from '@/lib/public-client'
import type { PublicLayout } from '@/types/database'

const BADGE_PATH = /^\/verifikasi\/([^/]+)\/badge\.svg$/

/** The certificate number of a badge's path, or null for any other path. */
export function badgeNumber(pathname: string): string | null {
  const match = BADGE_PATH.exec(pathname)
  if (!match) return null
  try {
    return decodeURIComponent(match[1]!).trim().slice(0, 80)
  } catch {
    return null
  }
}

/** The badge's language: `?lng=en` or Indonesian. */
export function badgeLanguage(url: URL): 'id' | 'en' {
  return url.searchParams.get('lng')?.toLowerCase() === 'en' ? 'en' : 'id'
}

export interface BadgeFile {
  status: number
  contentType: string
  cacheControl: string
  body: string
}

const SVG = 'image/svg+xml; charset=utf-8'

/** The badge, or a grey "not found" badge with 404; throws when the register cannot be read. */
export async function generateBadge(number: string, i18n: I18n): Promise<BadgeFile> {
  const language = i18n.language === 'en' ? 'en' : 'id'
  const t = i18n.getFixedT(language, 'public')
  const client = await getPublicClient()
  const [found, layout] = await Promise.all([
    client.rpc('certificate_by_number', { number }),
    client.rpc('public_layout'),
  ])
  if (found.error) throw found.error
  const siteName =
    (layout.data as PublicLayout | null)?.settings?.site_name ||
    i18n.t('app.name', { lng: language })
  const certificate = found.data as {
    number: string
    status: PublicCertificateStatus
    valid_until: string
  } | null
  if (!certificate) {
    const label = t('register.badge.notFoundLabel', { number, siteName })
    return {
      status: 404,
      contentType: SVG,
      cacheControl: 'public, max-age=60',
      body: badgeSvg({
        language,
        active: false,
        lines: [t('register.badge.notFound'), number, siteName],
        label,
      }),
    }
  }
  const status = t(`register.status.${certificate.status}`)
  const date = formatDay(certificate.valid_until, language)
  const active = certificate.status === 'aktif'
  return {
    status: 200,
    contentType: SVG,
    cacheControl: 'public, max-age=300',
    body: badgeSvg({
      language,
      active,
      lines: [
        active ? t('register.badge.active') : t('register.badge.inactive', { status }),
        certificate.number,
        active ? t('register.badge.validUntil', { date }) : siteName,
      ],
      label: active
        ? t('register.badge.label', { number: certificate.number, status, date, siteName })
        : t('register.badge.labelInactive', { number: certificate.number, status, siteName }),
    }),
  }
}
