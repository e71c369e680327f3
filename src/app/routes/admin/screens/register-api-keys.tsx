import { useTranslation } from 'react-i18next'

import { CrudPage } from '@/components/crud/crud-page'
import { ResourceTable } from '@/components/crud/resource-screen'
import { useAuth } from '@/features/auth/auth-context'
import {
  apiKeysAdminResource,
  apiKeysResource,
  CreateApiKeyButton,
} from '@/features/register/api-keys-resource'

/** /admin/kunci-api: the register API's keys; admins create (shown once) and revoke them. */
export function Component() {
  const { t } = useTranslation('admin')
  const { role } = useAuth()
  const admin = role === 'admin'
  return (
    <CrudPage
      title={t('registerApiKeys.title')}
      description={t('registerApiKeys.description')}
      actions={admin ? <CreateApiKeyButton /> : undefined}
    >
      <div className="min-w-0">
        <ResourceTable resource={admin ? apiKeysAdminResource : apiKeysResource} />
      </div>
    </CrudPage>
  )
}
