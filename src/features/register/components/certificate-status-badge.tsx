import { useTranslation } from 'react-i18next'

import { cn } from '@/lib/utils'

import type { PublicCertificateStatus } from '../types'

const TONES: Record<PublicCertificateStatus, string> = {
  aktif: 'border-emerald-600/40 bg-emerald-500/10 text-emerald-800 dark:text-emerald-300',
  dibekukan: 'border-amber-600/40 bg-amber-500/10 text-amber-800 dark:text-amber-300',
  dicabut: 'border-red-600/40 bg-red-500/10 text-red-800 dark:text-red-300',
  kedaluwarsa: 'border-slate-500/40 bg-slate-500/10 text-slate-700 dark:text-slate-300',
}
const MARKS: Record<PublicCertificateStatus, string> = {
  aktif: '✓',
  dibekukan: '❚❚',
  dicabut: '✕',
  kedaluwarsa: '⌛',
}

/** The status as a coloured badge with its word (never colour alone) and a mark. */
export function CertificateStatusBadge({
  status,
  className,
}: {
  status: PublicCertificateStatus
  className?: string
}) {
  const { t } = useTranslation('public')
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md border px-2.5 py-0.5 text-sm font-semibold',
        TONES[status],
        className,
      )}
    >
      <span aria-hidden="true">{MARKS[status]}</span>
      {t(`register.status.${status}`)}
    </span>
  )
}
