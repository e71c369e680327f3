import { CheckCheck, Mail, MailOpen } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Badge } from '@/components/ui/badge'

import { asMessageStatus } from '../schemas'

const STYLE = {
  baru: { variant: 'highlight', icon: Mail },
  dibaca: { variant: 'secondary', icon: MailOpen },
  dibalas: { variant: 'default', icon: CheckCheck },
} as const

/** A message's status in words, with an icon (colour is never the only cue). */
export function MessageStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin')
  const key = asMessageStatus(status)
  const { variant, icon: Icon } = STYLE[key]
  return (
    <Badge variant={variant} className="gap-1 whitespace-nowrap">
      <Icon className="size-3" aria-hidden="true" />
      {t(`messages.status.${key}`)}
    </Badge>
  )
}
