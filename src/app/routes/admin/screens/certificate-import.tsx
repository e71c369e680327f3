import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { CrudPage } from '@/components/crud/crud-page'
import { Button } from '@/components/ui/button'
import { adminRoutes } from '@/config/admin-routes'
import { CertificateImport } from '@/features/register/components/certificate-import'

/** /admin/sertifikat/impor */
export function Component() {
  const { t } = useTranslation('admin')
  return (
    <CrudPage
      title={t('certificates.import.title')}
      description={t('certificates.import.description')}
      actions={
        <Button asChild variant="outline">
          <Link to={adminRoutes.certificates}>
            <ArrowLeft aria-hidden="true" />
            {t('crud.actions.back')}
          </Link>
        </Button>
      }
    >
      <CertificateImport />
    </CrudPage>
  )
}
