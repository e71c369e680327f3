import { CircleDot, FileText, Lock, type LucideIcon, Mail, Scale, UserCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { QueryState } from '@/components/crud/query-state'
import { formatDateTime } from '@/lib/format-date'
import { currentLanguage } from '@/lib/i18n'

import { type TimelineEvent, useCaseTimelineQuery } from '../api/get-case-timeline'
import type { CaseType } from '../schemas'

const ICONS: Record<string, LucideIcon> = {
  received: CircleDot,
  status: CircleDot,
  assigned: UserCheck,
  decided_by: Scale,
  resolution: FileText,
  notes: Lock,
  message: Mail,
}

/** Staff: everything that happened to a case, oldest first, with who did it. */
export function CaseTimeline({ type, id }: { type: CaseType; id: string }) {
  const { t, i18n } = useTranslation('admin')
  const language = currentLanguage(i18n)
  const query = useCaseTimelineQuery(type, id)

  const describe = (event: TimelineEvent): string => {
    switch (event.kind) {
      case 'status':
        return t('cases.timeline.status', {
          status: t(`cases.status.${(event.status ?? 'baru') as 'baru'}`),
        })
      case 'assigned':
      case 'decided_by':
        return event.detail
          ? t(`cases.timeline.${event.kind}`, { name: event.detail })
          : t(`cases.timeline.${event.kind}None`)
      case 'message':
        return t('cases.timeline.message', {
          kind: t(`outbox.kinds.${(event.detail ?? 'received') as 'received'}`),
          status: t(`outbox.status.${(event.status ?? 'pending') as 'pending'}`),
        })
      default:
        return t(`cases.timeline.${event.kind as 'received'}`)
    }
  }

  return (
    <QueryState query={query}>
      {query.data && query.data.length > 0 ? (
        <ol className="grid gap-3" aria-label={t('cases.timeline.title')}>
          {query.data.map((event, index) => {
            const Icon = ICONS[event.kind] ?? CircleDot
            return (
              <li key={`${event.at}-${event.kind}-${index}`} className="flex gap-3">
                <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="grid gap-0.5 text-sm">
                  <span>{describe(event)}</span>
                  <span className="text-xs text-muted-foreground">
                    <time dateTime={event.at}>{formatDateTime(event.at, language)}</time>
                    {event.actor_name ? ` · ${event.actor_name}` : null}
                  </span>
                </div>
              </li>
            )
          })}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">{t('cases.timeline.empty')}</p>
      )}
    </QueryState>
  )
}
