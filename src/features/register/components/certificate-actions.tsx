import { ExternalLink, ShieldAlert } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { Button } from '@/components/ui/button'
import { publicRoutes } from '@/config/routes'
import { todayInJakarta } from '@/lib/today'

import type { CertificateDetail } from '../api/admin-certificates'
import type { PublicCertificateStatus } from '../types'
import { CertificateStatusBadge } from './certificate-status-badge'
import { CertificateStatusDialog } from './certificate-status-dialog'

/** A certificate's status (kedaluwarsa derived as the public sees it), its change and public page. */
export function CertificateActions({ row }: { row: CertificateDetail }) {
  const { t } = useTranslation('admin')
  const [statusOpen, setStatusOpen] = useState(false)
  const today = todayInJakarta()
  const shown = (
    row.status !== 'dicabut' && row.valid_until < today ? 'kedaluwarsa' : row.status
  ) as PublicCertificateStatus
  return (
    <>
      <CertificateStatusBadge status={shown} />
      <Button type="button" onClick={() => setStatusOpen(true)}>
        <ShieldAlert aria-hidden="true" />
        {t('certificates.actions.changeStatus')}
      </Button>
      <Button asChild variant="ghost">
        <a href={publicRoutes.verify(row.number)} target="_blank" rel="noreferrer">
          <ExternalLink aria-hidden="true" />
          {t('certificates.actions.viewPublic')}
        </a>
      </Button>
      {statusOpen ? (
        <CertificateStatusDialog
          certificate={row}
          today={today}
          open={statusOpen}
          onOpenChange={setStatusOpen}
        />
      ) : null}
    </>
  )
}
