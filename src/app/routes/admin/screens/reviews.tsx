import { useTranslation } from 'react-i18next'

import { CrudPage } from '@/components/crud/crud-page'
import { ReviewQueue } from '@/components/crud/review-queue'
import { useAuth } from '@/features/auth/auth-context'

/** /admin/tinjauan: the changes waiting for an admin's approval (docs/decisions/030). */
export function Component() {
  const { t } = useTranslation('admin')
  const { role } = useAuth()
  return (
    <CrudPage
      title={t('review.title')}
      description={role === 'admin' ? t('review.description') : t('review.descriptionEditor')}
    >
      <ReviewQueue />
    </CrudPage>
  )
}
