import { useQuery } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'

import { CrudPage } from '@/components/crud/crud-page'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { adminRoutes } from '@/config/admin-routes'
import {
  certificateDetailQuery,
  subclassChoicesQuery,
} from '@/features/register/api/admin-certificates'
import { CertificateActions } from '@/features/register/components/certificate-actions'
import { CertificateForm } from '@/features/register/components/certificate-form'
import { CertificateHistory } from '@/features/register/components/certificate-history'

/** /admin/sertifikat/new and /admin/sertifikat/edit/:id: form, status dialog, history. */
export function Component() {
  const { t } = useTranslation('admin')
  const { id } = useParams()
  const query = useQuery({ ...certificateDetailQuery(id ?? ''), enabled: Boolean(id) })
  const row = query.data ?? null
  const subclasses = useQuery(subclassChoicesQuery())
  const subclassOptions = subclasses.data ?? []
  return (
    <CrudPage
      title={t(id ? 'certificates.titles.edit' : 'certificates.titles.new')}
      description={row ? row.number : undefined}
      actions={
        <>
          {row ? <CertificateActions row={row} /> : null}
          <Button asChild variant="outline">
            <Link to={adminRoutes.certificates}>
              <ArrowLeft aria-hidden="true" />
              {t('crud.actions.back')}
            </Link>
          </Button>
        </>
      }
    >
      {/* The subclass selects need their options before the form sets their values. */}
      {subclasses.isPending || (id && query.isPending) ? (
        <Skeleton className="h-96 w-full" aria-label={t('crud.form.loading')} />
      ) : !id ? (
        <CertificateForm row={null} subclassOptions={subclassOptions} />
      ) : !row ? (
        <p role="alert" className="text-destructive">
          {query.isError ? t('crud.table.error') : t('errors.notFound')}
        </p>
      ) : (
        <>
          <CertificateForm key={row.updated_at} row={row} subclassOptions={subclassOptions} />
          <CertificateHistory certificateId={row.id} />
        </>
      )}
    </CrudPage>
  )
}
