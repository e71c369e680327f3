import { AlertTriangle, CheckCircle2, Clock, HelpCircle, Send, XCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Badge, type BadgeProps } from '@/components/ui/badge'

import { asOutboxStatus, type OutboxStatus } from '../lib'

const STYLE: Record<OutboxStatus, { variant: BadgeProps['variant']; icon: typeof Clock }> = {
  pending: { variant: 'secondary', icon: Clock },
  sending: { variant: 'secondary', icon: Send },
  sent: { variant: 'default', icon: CheckCircle2 },
  failed: { variant: 'destructive', icon: XCircle },
  unknown: { variant: 'highlight', icon: HelpCircle },
  expired: { variant: 'outline', icon: AlertTriangle },
  cancelled: { variant: 'outline', icon: XCircle },
}

/** A message's state in words, with an icon (colour is never the only cue). */
export function OutboxStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin')
  const key = asOutboxStatus(status)
  const { variant, icon: Icon } = STYLE[key]
  return (
    <Badge variant={variant} className="gap-1 whitespace-nowrap">
      <Icon className="size-3" aria-hidden="true" />
      {t(`outbox.status.${key}`)}
    </Badge>
  )
}
