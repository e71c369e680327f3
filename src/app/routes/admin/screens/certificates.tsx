import { useQuery } from '@tanstack/react-query'
import { Upload } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

import { ResourceScreen } from '@/components/crud/resource-screen'
import { Button } from '@/components/ui/button'
import { adminRoutes } from '@/config/admin-routes'
import { useAuth } from '@/features/auth/auth-context'
import { subclassChoicesQuery } from '@/features/register/api/admin-certificates'
import { certificateFilters, certificatesResource } from '@/features/register/certificates-resource'
import { SignCheckpointButton } from '@/features/register/components/sign-checkpoint'

/** /admin/sertifikat: the certificate register (server-side list, CSV export, import link; admins sign a checkpoint on demand). */
export function Component() {
  const { t } = useTranslation('admin')
  const { role } = useAuth()
  const subclasses = useQuery(subclassChoicesQuery())
  const codes = (subclasses.data ?? []).map((s) => s.code)
  return (
    <ResourceScreen
      resource={certificatesResource}
      filters={certificateFilters(t as never, codes)}
      toolbar={() => (
        <>
          <Button asChild variant="outline">
            <Link to={adminRoutes.certificateImport}>
              <Upload aria-hidden="true" />
              {t('certificates.actions.import')}
            </Link>
          </Button>
          {role === 'admin' ? <SignCheckpointButton /> : null}
        </>
      )}
    />
  )
}
