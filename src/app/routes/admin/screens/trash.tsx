import { useTranslation } from 'react-i18next'

import { CrudPage } from '@/components/crud/crud-page'
import { TrashList } from '@/components/crud/trash-list'

/** /admin/sampah: the trash of every editorial collection (docs/decisions/031-trash.md). */
export function Component() {
  const { t } = useTranslation('admin')
  return (
    <CrudPage title={t('trash.title')} description={t('trash.description')}>
      <TrashList table={null} />
    </CrudPage>
  )
}
