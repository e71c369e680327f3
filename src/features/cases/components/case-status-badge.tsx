import { AlertTriangle, CheckCircle2, CircleDot, Loader, XCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'

import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'

import { asCaseStatus } from '../schemas'

const STYLE = {
  baru: { variant: 'highlight', icon: CircleDot },
  diproses: { variant: 'secondary', icon: Loader },
  selesai: { variant: 'default', icon: CheckCircle2 },
  ditolak: { variant: 'outline', icon: XCircle },
} as const

/** A case's status in words, with an icon (colour is never the only cue). */
export function CaseStatusBadge({ status, className }: { status: string; className?: string }) {
  const { t } = useTranslation('admin')
  const key = asCaseStatus(status)
  const { variant, icon: Icon } = STYLE[key]
  return (
    <Badge variant={variant} className={cn('gap-1 whitespace-nowrap', className)}>
      <Icon className="size-3" aria-hidden="true" />
      {t(`cases.status.${key}`)}
    </Badge>
  )
}

/** "Overdue": past the SLA due date and not closed. */
export function OverdueBadge() {
  const { t } = useTranslation('admin')
  return (
    <Badge variant="destructive" className="gap-1 whitespace-nowrap">
      <AlertTriangle className="size-3" aria-hidden="true" />
      {t('cases.overdue')}
    </Badge>
  )
}
