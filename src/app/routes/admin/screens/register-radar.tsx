import { useTranslation } from 'react-i18next'

import { CrudPage } from '@/components/crud/crud-page'
import { ResourceTable } from '@/components/crud/resource-screen'
import { useAuth } from '@/features/auth/auth-context'
import { radarAdminResource, radarResource } from '@/features/register/radar-resource'

/** /admin/radar-nomor: the counterfeit radar (unknown numbers of our shape that were checked). */
export function Component() {
  const { t } = useTranslation('admin')
  const { role } = useAuth()
  return (
    <CrudPage title={t('registerRadar.title')} description={t('registerRadar.description')}>
      <div className="min-w-0">
        <ResourceTable resource={role === 'admin' ? radarAdminResource : radarResource} />
      </div>
    </CrudPage>
  )
}
