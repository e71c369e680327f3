import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, ExternalLink, ShieldAlert } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { CrudPage } from '@/components/crud/crud-page'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { adminRoutes, publicRoutes } from '@/config/routes'
import { todayInJakarta } from '@/features/legality/lib/expiry'
import { certificateDetailQuery } from '@/features/register/api/admin-certificates'
import { CertificateForm } from '@/features/register/components/certificate-form'
import { CertificateHistory } from '@/features/register/components/certificate-history'
import { CertificateStatusBadge } from '@/features/register/components/certificate-status-badge'
import { CertificateStatusDialog } from '@/features/register/components/certificate-status-dialog'
import { subclassesResource } from '@/features/scope/scope-resources'

/** /admin/sertifikat/new and /admin/sertifikat/edit/:id: form, status dialog, history. */
export function Component() {
  const { t } = useTranslation('admin')
  const { id } = useParams()
  const query = useQuery({ ...certificateDetailQuery(id ?? ''), enabled: Boolean(id) })
  const row = query.data ?? null
  const [statusOpen, setStatusOpen] = useState(false)
  const subclasses = subclassesResource.useOrder()
  const subclassOptions = (subclasses.data ?? [])
    .slice()
    .sort((a, b) => a.code.localeCompare(b.code))
  const today = todayInJakarta()
  const shown =
    row && row.status !== 'dicabut' && row.valid_until < today ? 'kedaluwarsa' : row?.status
  return (
    <CrudPage
      title={t(id ? 'certificates.titles.edit' : 'certificates.titles.new')}
      description={row ? row.number : undefined}
      actions={
        <>
          {row ? (
            <>
              <CertificateStatusBadge status={shown as 'aktif'} />
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
            </>
          ) : null}
          <Button asChild variant="outline">
            <Link to={adminRoutes.certificates}>
              <ArrowLeft aria-hidden="true" />
              {t('crud.actions.back')}
            </Link>
          </Button>
        </>
      }
    >
      {!id ? (
        <CertificateForm row={null} subclassOptions={subclassOptions} />
      ) : query.isPending ? (
        <Skeleton className="h-96 w-full" aria-label={t('crud.form.loading')} />
      ) : !row ? (
        <p role="alert" className="text-destructive">
          {query.isError ? t('crud.table.error') : t('crud.errors.notFound')}
        </p>
      ) : (
        <>
          <CertificateForm key={row.updated_at} row={row} subclassOptions={subclassOptions} />
          <CertificateHistory certificateId={row.id} />
          {statusOpen ? (
            <CertificateStatusDialog
              certificate={row}
              today={today}
              open={statusOpen}
              onOpenChange={setStatusOpen}
            />
          ) : null}
        </>
      )}
    </CrudPage>
  )
}
