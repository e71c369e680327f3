import { useTranslation } from 'react-i18next'

import { Badge } from '@/components/ui/badge'
import { currentLanguage } from '@/lib/i18n'
import { type Schedule, type ScheduleState, scheduleState } from '@/lib/resource/schedule'
import { useSiteTimeZone } from '@/lib/resource/site-time-zone'
import { formatInZone } from '@/lib/time-zone'

const VARIANT = {
  draft: 'secondary',
  published: 'default',
  scheduled: 'outline',
  ended: 'secondary',
} as const

/**
 * The publish state in words, with its time in the site's time zone: "Terjadwal · 1 Mar 2031,
 * 08.00 WIB", "Terbit · hingga …", "Berakhir · …", or Draf / Tersembunyi (`unpublished`).
 */
export function ScheduleBadge({
  schedule,
  unpublished = 'draft',
  now,
}: {
  schedule: Schedule
  /** The word for an unpublished item: Draf (pages, news) or Tersembunyi (slides). */
  unpublished?: 'draft' | 'hidden'
  now?: number
}) {
  const { t, i18n } = useTranslation('admin')
  const timeZone = useSiteTimeZone()
  const { state, at } = scheduleState(schedule, now)
  const words: Record<ScheduleState, string> = {
    draft: unpublished === 'hidden' ? t('crud.publish.hidden') : t('crud.status.draft'),
    scheduled: t('crud.status.scheduled'),
    published: t('crud.status.published'),
    ended: t('crud.status.ended'),
  }
  const time = at ? formatInZone(at, currentLanguage(i18n), timeZone) : null
  return (
    <span className="grid justify-items-start gap-0.5">
      <Badge variant={VARIANT[state]}>{words[state]}</Badge>
      {time ? (
        <span className="whitespace-nowrap text-xs text-muted-foreground">
          {state === 'published' ? t('crud.schedule.until', { at: time }) : time}
        </span>
      ) : null}
    </span>
  )
}

/** A moment in the site's time zone ("1 Mar 2031, 08.00 WIB"), or a dash. */
export function ZonedTime({ iso }: { iso: string | null }) {
  const { i18n } = useTranslation('admin')
  const timeZone = useSiteTimeZone()
  return (
    <span className="whitespace-nowrap">
      {iso ? formatInZone(iso, currentLanguage(i18n), timeZone) : '—'}
    </span>
  )
}
